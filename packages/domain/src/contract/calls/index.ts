/**
 * Every call of the API, one file per area. Adding a call: declare it in its area's file with
 * `endpoint({...})`, register it on the server with `route(app, api.area.call, handler)`, call it
 * from the app with `callApi(api.area.call, input)`, and add its contract test.
 */
import type { EndpointSpec } from '../endpoint.ts';
import { authCalls } from './auth.ts';
import { listCalls } from './lists.ts';
import { missionCalls } from './missions.ts';
import { notificationCalls } from './notifications.ts';
import { profileCalls } from './profile.ts';
import { pushCalls } from './push.ts';
import { profileDocumentCalls } from './profile-documents.ts';
import { realtimeCalls } from './realtime.ts';
import { referenceCalls } from './reference.ts';
import { shortDescriptionCalls } from './short-descriptions.ts';
import { supportCalls } from './support.ts';

export const api = {
  auth: authCalls,
  notifications: notificationCalls,
  missions: missionCalls,
  lists: listCalls,
  shortDescriptions: shortDescriptionCalls,
  reference: referenceCalls,
  realtime: realtimeCalls,
  profile: profileCalls,
  push: pushCalls,
  support: supportCalls,
  profileDocuments: profileDocumentCalls,
} as const;

export type Api = typeof api;

/** Every endpoint, for the server's completeness checks and the contract tests. */
export const allEndpoints: readonly EndpointSpec[] = Object.values(api).flatMap((area) =>
  Object.values(area as Record<string, EndpointSpec>),
);

export { NOTIFICATION_NOT_FOUND, type SpecialNotification } from './notifications.ts';
export { PUSH_SUBSCRIPTION_INVALID, type PushSubscriptionJson } from './push.ts';
