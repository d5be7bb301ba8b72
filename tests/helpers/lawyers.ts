import type { APIRequestContext, Page } from '@playwright/test';
import {
  buildPath,
  routes,
  type RouteName,
  type RouteParams,
  tuningSpecs,
} from '../../packages/domain/src/index.ts';
import { demoLawyers, demoOperator } from '../../packages/server/src/seed/demo.ts';
import { type Caller, clientFor, contract } from './contract-client.ts';
import { serverToday } from '../e2e/support/clock.ts';
import { caglayan, caglayanTaskBody } from './task-body.ts';

export { DEMO_PASSWORD, demoOperator } from '../../packages/server/src/seed/demo.ts';

/** The demo lawyers the server seeds (README): all serve Çağlayan Adliyesi; the first is Pro. */
const [ayse, mehmet, zeynep, burak] = demoLawyers;
export const lawyers = {
  owner: { telephone: ayse.telephone, name: `Av. ${ayse.name}` },
  applicant: { telephone: mehmet.telephone },
  outsider: { telephone: zeynep.telephone },
  /** Applies once in the cancel journeys, well below the free tier's daily limit. */
  fourth: { telephone: burak.telephone },
} as const;

export { caglayan } from './task-body.ts';

/** URLs come from domain's route table, like the app's links. */
export const urlOf = (name: RouteName, params?: RouteParams) => buildPath(name, params);
export const titleOf = (name: RouteName) => routes[name].title;

export interface CreatedTask {
  missionId: number;
  description: string;
}

/** A task at Çağlayan Adliyesi for today (or `planDate`), created through the API by a demo lawyer (his number) or a token (urgent, guaranteed when asked). */
export async function createTaskViaApi(
  request: APIRequestContext,
  telephone: Caller,
  options: { fast?: boolean; guaranteed?: boolean; planDate?: string } = {},
): Promise<CreatedTask> {
  const as = clientFor(request, telephone);
  const categories = await as.call(contract.reference.categories);
  const description = `E2E görevi ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const created = await as.call(contract.missions.create, {
    body: caglayanTaskBody(categories.data, {
      ...options,
      planDate: options.planDate ?? (await serverToday(request)),
      description,
    }),
  });
  if (created.status === 'false') throw new Error(`task creation failed: ${JSON.stringify(created)}`);
  return { missionId: created.missionId, description };
}

/**
 * An urgent task of Ayşe (urgent tasks are Pro's, and may be assigned at once), applied to by
 * `assignee` standing at Çağlayan and assigned to him.
 */
export async function assignedTask(request: APIRequestContext, assignee: string): Promise<CreatedTask> {
  const task = await createTaskViaApi(request, lawyers.owner.telephone, { fast: true });
  const mission_id = task.missionId;
  await withoutDailyLimit(request, () =>
    clientFor(request, assignee).call(contract.missions.confirm, {
      body: { mission_id, message_id: 0, ...caglayan },
    }),
  );
  const owner = clientFor(request, lawyers.owner.telephone);
  const [first] = (await owner.call(contract.missions.applicants, { body: { mission_id } })).data.data;
  await owner.call(contract.missions.selectUser, {
    body: { mission_id, user_id: first!.user_id, order_num: 0, bio: 0 },
  });
  return task;
}

/** Sets a constant as the demo operator does in the console. */
export async function setServerConstant(request: APIRequestContext, name: string, value: string) {
  await clientFor(request, demoOperator.telephone).call(contract.admin.updateConstant, {
    params: { name },
    body: { description: value },
  });
}

/**
 * Runs `fn` with the free tier's daily applications lifted, then puts the default back: the demo
 * lawyers apply in many journeys of one day, and a journey that is not about that limit must not
 * meet it.
 */
export async function withoutDailyLimit<T>(request: APIRequestContext, fn: () => Promise<T>): Promise<T> {
  await setServerConstant(request, 'ucretsiz_gunluk_basvuru', '100');
  try {
    return await fn();
  } finally {
    const limit = tuningSpecs.ucretsiz_gunluk_basvuru.default;
    await setServerConstant(request, 'ucretsiz_gunluk_basvuru', String(limit));
  }
}

/** The server's constants by name (texts some screens show instead of their defaults). */
export async function serverConstants(request: APIRequestContext): Promise<Record<string, string>> {
  const { data } = await clientFor(request).call(contract.reference.constants);
  return Object.fromEntries(data.map((c) => [c.name, c.description]));
}

/** The mission id of the caller's own task with this description (tasks made through the form). */
export async function findOwnTask(request: APIRequestContext, telephone: string, description: string) {
  const { data } = await clientFor(request, telephone).call(contract.lists.created, {
    query: { page: 1, limit: 5 },
  });
  return data.find((m) => m.misssionDetail === description)?.missionId ?? null;
}

/** A toast with exactly this text (the app shows every outcome as one). */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
