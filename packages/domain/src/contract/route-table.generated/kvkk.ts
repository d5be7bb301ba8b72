// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const exportData = {"method":"GET","path":"/user/kvkk/export","produces":"application/zip"} as ClientOf<Api["kvkk"]["exportData"]>;
export const deleteAccount = {"method":"POST","path":"/user/kvkk/delete"} as ClientOf<Api["kvkk"]["deleteAccount"]>;
