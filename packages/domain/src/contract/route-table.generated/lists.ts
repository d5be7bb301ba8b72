// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const created = {"method":"GET","path":"/mission/created"} as ClientOf<Api["lists"]["created"]>;
export const selected = {"method":"GET","path":"/mission/selected"} as ClientOf<Api["lists"]["selected"]>;
export const applied = {"method":"GET","path":"/application/all"} as ClientOf<Api["lists"]["applied"]>;
export const notApplied = {"method":"GET","path":"/mission/notApplied"} as ClientOf<Api["lists"]["notApplied"]>;
export const completed = {"method":"GET","path":"/mission/completed"} as ClientOf<Api["lists"]["completed"]>;
export const cancelled = {"method":"GET","path":"/mission/cancel"} as ClientOf<Api["lists"]["cancelled"]>;
export const archive = {"method":"GET","path":"/mission/archive"} as ClientOf<Api["lists"]["archive"]>;
export const last = {"method":"GET","path":"/mission/last"} as ClientOf<Api["lists"]["last"]>;
export const currentlySelected = {"method":"GET","path":"/missions/selected"} as ClientOf<Api["lists"]["currentlySelected"]>;
