/**
 * For tests: Echo's private channels as `lib/realtime.ts` hands them out, kept by name with their
 * listeners by event name, so a test hears what a screen subscribed to and publishes as the server
 * would. Mock the realtime module with `fakeRealtimeModule`.
 */
type Listener = (payload: unknown) => void;

/** The channels joined so far, by Echo name; each with its listeners by (dotted) event name. */
export const echoChannels = new Map<string, Map<string, Set<Listener>>>();

function privateChannel(name: string) {
  const listeners = echoChannels.get(name) ?? new Map<string, Set<Listener>>();
  echoChannels.set(name, listeners);
  return {
    subscription: { subscribed: false, bind: () => undefined, unbind: () => undefined },
    listen: (event: string, cb: Listener) =>
      listeners.set(event, (listeners.get(event) ?? new Set()).add(cb)),
    stopListening: (event: string, cb: Listener) => listeners.get(event)?.delete(cb),
  };
}

/** What the server would publish on a channel, as the page's socket hears it. */
export function publishOn(channel: string, event: string, payload: unknown): void {
  for (const cb of echoChannels.get(channel)?.get(`.${event}`) ?? []) cb(payload);
}

export const fakeRealtimeModule = { getEcho: () => Promise.resolve({ private: privateChannel }) };
