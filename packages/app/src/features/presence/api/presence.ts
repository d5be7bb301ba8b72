import { type PresenceCountEvent, realtimeChannels, realtimeEvents } from '@meslektas/domain';
import { api } from '@meslektas/domain/client';
import useSWR from 'swr';
import { callApi, callKey } from '../../../lib/api-client.ts';
import { preloadRead } from '../../../lib/preload-read.ts';
import { usePrivateEvent } from '../../../lib/use-realtime.ts';

const presenceKey = callKey(api.presence.mine);

/** GET /presence: the lawyer's current "Adliyedeyim", or null. */
const fetchPresence = async () => (await callApi(api.presence.mine)).data;

export function usePresence() {
  return useSWR(presenceKey, fetchPresence);
}

export function preloadPresence(): void {
  preloadRead(presenceKey, fetchPresence);
}

/** POST /presence: the courthouse and where the browser placed him (checked, never stored). */
export function sayPresent(adliyeId: number, position: { latitude: number; longitude: number }) {
  return callApi(api.presence.set, { body: { adliye_id: adliyeId, ...position } });
}

/** DELETE /presence. */
export function endPresence() {
  return callApi(api.presence.end);
}

/** Presences end by themselves (the hours, the day's end) without an event: the count is read again this often. */
const RECOUNT_MS = 60_000;

/**
 * How many colleagues are present at a courthouse now, kept live: the courthouse's presence
 * channel tells every change, and the count is read again when the channel is (re)joined and
 * once a minute for presences that ended by themselves.
 */
export function usePresentCount(adliyeId: number | null): { adliyeId: number; count: number } | null {
  const { data, mutate } = useSWR(
    adliyeId === null ? null : callKey(api.presence.count, { query: { adliye_id: adliyeId } }),
    async () =>
      (await callApi(api.presence.count, { query: { adliye_id: adliyeId ?? 0 } }, { quiet: true })).data,
    { refreshInterval: RECOUNT_MS },
  );
  usePrivateEvent<PresenceCountEvent>(
    adliyeId === null ? null : realtimeChannels.courthousePresence(adliyeId),
    realtimeEvents.presenceCount,
    (event) => {
      if (event.adliyeId === adliyeId)
        void mutate({ adliye_id: event.adliyeId, count: event.count }, { revalidate: false });
    },
    () => void mutate(),
  );
  return data && data.adliye_id === adliyeId ? { adliyeId: data.adliye_id, count: data.count } : null;
}
