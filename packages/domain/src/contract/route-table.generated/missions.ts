// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const create = {"method":"POST","path":"/mission/create"} as ClientOf<Api["missions"]["create"]>;
export const checkAdliyeUsers = {"method":"GET","path":"/mission/checkAdliyeUsers/:adliyeId"} as ClientOf<Api["missions"]["checkAdliyeUsers"]>;
export const pending = {"method":"GET","path":"/global/pending"} as ClientOf<Api["missions"]["pending"]>;
export const pendingAlias = {"method":"GET","path":"/mission/pending"} as ClientOf<Api["missions"]["pendingAlias"]>;
export const clearPendingNotifications = {"method":"GET","path":"/mission/clearPendingMissionsNotifications"} as ClientOf<Api["missions"]["clearPendingNotifications"]>;
export const confirm = {"method":"POST","path":"/mission/confirmMission"} as ClientOf<Api["missions"]["confirm"]>;
export const applicants = {"method":"POST","path":"/application/getUsers"} as ClientOf<Api["missions"]["applicants"]>;
export const selectUser = {"method":"POST","path":"/application/selectUser"} as ClientOf<Api["missions"]["selectUser"]>;
export const detail = {"method":"POST","path":"/mission/getDetail"} as ClientOf<Api["missions"]["detail"]>;
export const authorityDocument = {"method":"GET","path":"/user/yetkibelgesi/:id"} as ClientOf<Api["missions"]["authorityDocument"]>;
export const markAsCompleted = {"method":"POST","path":"/mission/markAsCompleted/:id"} as ClientOf<Api["missions"]["markAsCompleted"]>;
export const newComment = {"method":"POST","path":"/user/newComment"} as ClientOf<Api["missions"]["newComment"]>;
export const cancel = {"method":"POST","path":"/mission/cancelMission"} as ClientOf<Api["missions"]["cancel"]>;
