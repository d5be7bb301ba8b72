// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const settings = {"method":"GET","path":"/settings/reminders"} as ClientOf<Api["reminders"]["settings"]>;
export const update = {"method":"PUT","path":"/settings/reminders"} as ClientOf<Api["reminders"]["update"]>;
