import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  buildPath,
  istanbulDay,
  routes,
  type RouteName,
  type RouteParams,
} from '../../packages/domain/src/index.ts';

/** The demo lawyers the server seeds (README): all serve Çağlayan Adliyesi; the first is Pro. */
export const lawyers = {
  owner: { telephone: '05550000001', name: 'Av. Ayşe Yılmaz' },
  applicant: { telephone: '05550000002' },
  outsider: { telephone: '05550000003' },
} as const;
/** The demo operator the server seeds (README). */
export const demoOperator = { telephone: '05559999999' } as const;
export const DEMO_PASSWORD = 'Demo.1234';

export const TOKEN_KEY = 'meslektas.token';
const POPUP_KEY = 'meslektas.webpopup';

/** Çağlayan Adliyesi, where the applicant stands when he applies. */
export const caglayan = { latitude: 41.0686, longitude: 28.9806 };

/** URLs come from domain's route table, like the app's links. */
export const urlOf = (name: RouteName, params?: RouteParams) => buildPath(name, params);
export const titleOf = (name: RouteName) => routes[name].title;

// The server throttles logins per IP; one token per lawyer serves every test of a run.
const tokens = new Map<string, string>();

export async function apiToken(request: APIRequestContext, telephone: string): Promise<string> {
  const cached = tokens.get(telephone);
  if (cached) return cached;
  const res = await request.post('/api/auth/login', { data: { telephone, password: DEMO_PASSWORD } });
  if (!res.ok()) throw new Error(`login of ${telephone} failed: ${res.status()} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  tokens.set(telephone, token);
  return token;
}

/**
 * A browser context signed in as a demo lawyer: the token is stored as the login page would store
 * it, and the home pop-up counts as already shown so it does not cover the screens under test.
 */
export async function signedInContext(
  browser: Browser,
  request: APIRequestContext,
  telephone: string,
  options: { geolocation?: { latitude: number; longitude: number } } = {},
): Promise<BrowserContext> {
  const token = await apiToken(request, telephone);
  const context = await browser.newContext({
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
  });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TOKEN_KEY,
    token,
  ] as const);
  await withoutHomePopup(context);
  return context;
}

/** The home pop-up counts as already shown in this context, so it does not cover the screens under test. */
export async function withoutHomePopup(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    (popupKey) => localStorage.setItem(popupKey, JSON.stringify({ count: 2, lastShownAt: Date.now() })),
    POPUP_KEY,
  );
}

export interface CreatedTask {
  missionId: number;
  description: string;
}

/** A task at Çağlayan Adliyesi for today, created through the API (urgent when asked). */
export async function createTaskViaApi(
  request: APIRequestContext,
  telephone: string,
  options: { fast?: boolean } = {},
): Promise<CreatedTask> {
  const token = await apiToken(request, telephone);
  const headers = { Authorization: `Bearer ${token}` };
  const categories = (await (await request.get('/api/mission/categories', { headers })).json()) as {
    data: { id: number; price: string; out_adliye: string; time_required: boolean }[];
  };
  const category = categories.data.find((c) => c.out_adliye !== 'out' && !c.time_required);
  if (!category) throw new Error('no courthouse category without a time in the demo data');
  const description = `E2E görevi ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const res = await request.post('/api/mission/create', {
    headers,
    data: {
      out_adliye: 0,
      baro_id: 34,
      adliye_id: 3401,
      category_id: category.id,
      mission_price: Number(category.price.split(',')[0]),
      plan_date: istanbulDay(new Date()),
      other_detail: description,
      fast_mission: options.fast ? 1 : 0,
    },
  });
  const body = (await res.json()) as { missionId?: number; messages?: unknown };
  if (!res.ok() || !body.missionId) throw new Error(`task creation failed: ${JSON.stringify(body)}`);
  return { missionId: body.missionId, description };
}

/** The server's constants by name (texts some screens show instead of their defaults). */
export async function serverConstants(request: APIRequestContext): Promise<Record<string, string>> {
  const token = await apiToken(request, lawyers.owner.telephone);
  const res = await request.get('/api/constants', { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await res.json()) as { data: { name: string; description: string }[] };
  return Object.fromEntries(data.map((c) => [c.name, c.description]));
}

/** The mission id of the caller's own task with this description (tasks made through the form). */
export async function findOwnTask(request: APIRequestContext, telephone: string, description: string) {
  const token = await apiToken(request, telephone);
  const res = await request.get('/api/mission/created?page=1&limit=5', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { missionId: number; misssionDetail: string }[] };
  return data.find((m) => m.misssionDetail === description)?.missionId ?? null;
}

/** A toast with exactly this text (the app shows every outcome as one). */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
