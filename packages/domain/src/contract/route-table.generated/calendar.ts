// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const feed = {"method":"GET","path":"/calendar/feed"} as ClientOf<Api["calendar"]["feed"]>;
export const createFeed = {"method":"POST","path":"/calendar/feed"} as ClientOf<Api["calendar"]["createFeed"]>;
export const revokeFeed = {"method":"DELETE","path":"/calendar/feed"} as ClientOf<Api["calendar"]["revokeFeed"]>;
export const feedFile = {"method":"GET","path":"/calendar/:token","produces":"text/calendar; charset=utf-8"} as ClientOf<Api["calendar"]["feedFile"]>;
export const missionFile = {"method":"GET","path":"/mission/:id/calendar.ics","produces":"text/calendar; charset=utf-8"} as ClientOf<Api["calendar"]["missionFile"]>;
