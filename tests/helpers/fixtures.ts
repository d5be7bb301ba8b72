/**
 * The journeys' fixtures: `api` calls the server typed by the contract, `signIn` opens a page
 * signed in as an account, `approveAccount` approves a registration through the console's call.
 * Every context `signIn` opens is closed when the test ends.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { storageKeys, WEB_POPUP_MAX_SHOWS } from '../../packages/domain/src/index.ts';
import { type Caller, type ContractClient, clientFor, contract } from './contract-client.ts';
import { serverNow } from '../e2e/support/clock.ts';
import { approveViaConsole } from './registration.ts';

export { expect } from '@playwright/test';
export { contract };

export interface SignInOptions {
  geolocation?: { latitude: number; longitude: number };
  viewport?: { width: number; height: number };
  /** Leave the home pop-up's frequency state fresh (by default it counts as already shown). */
  homePopup?: boolean;
}

interface Fixtures {
  /** The contract's calls: `api.as(telephone or { token })` for a signed-in caller. */
  api: ContractClient & { as(caller: Caller): ContractClient };
  /** A page in a new browser context that holds the caller's token as the login page stores it. */
  signIn(caller: Caller, options?: SignInOptions): Promise<Page>;
  /** The operator approves the account with this telephone from the console's accounts queue. */
  approveAccount(telephone: string): Promise<void>;
}

/** Stores the token as the login page would, before any script of the app runs. */
export async function holdToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    storageKeys.token,
    token,
  ] as const);
}

/** The home pop-up counts as already shown in this context, so it does not cover the screens under test. */
export async function withoutHomePopup(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, count]) => localStorage.setItem(key, JSON.stringify({ count, lastShownAt: Date.now() })),
    [storageKeys.webPopup, WEB_POPUP_MAX_SHOWS] as const,
  );
}

export const test = base.extend<Fixtures>({
  api: async ({ request }, use) => {
    await use(Object.assign(clientFor(request), { as: (caller: Caller) => clientFor(request, caller) }));
  },
  signIn: async ({ browser, api, request }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (caller, options = {}) => {
      const token = await api.as(caller).token();
      const context = await browser.newContext({
        ...(options.viewport ? { viewport: options.viewport } : {}),
        ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
      });
      contexts.push(context);
      // The page starts on the server's clock, which journeys before may have moved past the wall
      // clock's (into the next Istanbul day near midnight); from there it runs on its own.
      await context.clock.setSystemTime(await serverNow(request));
      await holdToken(context, token);
      if (!options.homePopup) await withoutHomePopup(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  approveAccount: async ({ request }, use) => {
    await use((telephone) => approveViaConsole(request, telephone));
  },
});

/**
 * Settles once the page's realtime socket has joined a private channel whose wire name matches
 * `channel`: from then on an event published to it reaches the page. Call it before the page opens
 * its socket.
 */
export function channelJoined(page: Page, channel: RegExp): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (frame.includes('pusher_internal:subscription_succeeded') && channel.test(frame)) resolve();
      }),
    );
  });
}
