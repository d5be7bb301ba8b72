// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const updatePassword = {"method":"POST","path":"/user/update/password"} as ClientOf<Api["settings"]["updatePassword"]>;
export const updateEmail = {"method":"POST","path":"/user/update/email"} as ClientOf<Api["settings"]["updateEmail"]>;
export const updateTelephone = {"method":"POST","path":"/user/update/telephone"} as ClientOf<Api["settings"]["updateTelephone"]>;
export const confirmTelephone = {"method":"POST","path":"/user/update/telephone/verify"} as ClientOf<Api["settings"]["confirmTelephone"]>;
export const notify = {"method":"POST","path":"/user/update/notify"} as ClientOf<Api["settings"]["notify"]>;
export const missionStatus = {"method":"POST","path":"/user/update/missionStatus"} as ClientOf<Api["settings"]["missionStatus"]>;
export const blueTick = {"method":"GET","path":"/user/bluetick"} as ClientOf<Api["settings"]["blueTick"]>;
export const submitBlueTick = {"method":"POST","path":"/user/bluetick","multipart":true} as ClientOf<Api["settings"]["submitBlueTick"]>;
export const progress = {"method":"GET","path":"/auth/progress"} as ClientOf<Api["settings"]["progress"]>;
