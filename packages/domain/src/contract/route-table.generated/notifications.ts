// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const list = {"method":"GET","path":"/notifications"} as ClientOf<Api["notifications"]["list"]>;
export const unread = {"method":"GET","path":"/notifications/unread"} as ClientOf<Api["notifications"]["unread"]>;
export const markAllRead = {"method":"POST","path":"/notifications"} as ClientOf<Api["notifications"]["markAllRead"]>;
export const markRead = {"method":"POST","path":"/notifications/:id/read"} as ClientOf<Api["notifications"]["markRead"]>;
export const special = {"method":"GET","path":"/specialnotifications/:id"} as ClientOf<Api["notifications"]["special"]>;
