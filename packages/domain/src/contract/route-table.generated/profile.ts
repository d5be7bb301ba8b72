// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const updateAvatar = {"method":"POST","path":"/user/update/avatar","multipart":true} as ClientOf<Api["profile"]["updateAvatar"]>;
export const deleteAvatar = {"method":"POST","path":"/user/update/deleteAvatar"} as ClientOf<Api["profile"]["deleteAvatar"]>;
export const getProfile = {"method":"POST","path":"/user/getProfile"} as ClientOf<Api["profile"]["getProfile"]>;
export const allPerformances = {"method":"GET","path":"/global/allPerformances"} as ClientOf<Api["profile"]["allPerformances"]>;
export const addPerformances = {"method":"POST","path":"/user/performance/addData"} as ClientOf<Api["profile"]["addPerformances"]>;
export const aboutText = {"method":"POST","path":"/user/update/aboutText"} as ClientOf<Api["profile"]["aboutText"]>;
