import { useEffect, useRef } from 'react';
import { whenSettled } from './settled.ts';

/** Pusher's event for a channel joined, again after every reconnect. */
const JOINED = 'pusher:subscription_succeeded';
/** Pusher's event for a channel the server refused to let the socket join. */
const REFUSED = 'pusher:subscription_error';

/**
 * Listens to one event of one private channel while the component is mounted. `channel` is the
 * Echo name from domain's realtimeChannels; the leading dot binds the event name exactly. The
 * realtime client loads on first use, once the first screen has its data (lib/settled.ts).
 *
 * Events sent before the channel is joined (the screen's first fetch races the socket) or while the
 * socket was down never arrive. `onJoined` runs once the channel is joined (at once when it already
 * is) and after every rejoin, so a screen reads its data again instead of missing what happened.
 */
export function usePrivateEvent<T>(
  channel: string | null,
  event: string,
  handler: (payload: T) => void,
  onJoined?: () => void,
): void {
  usePrivateEvents(channel ? [channel] : [], event, handler, onJoined);
}

/**
 * usePrivateEvent on several channels at once (a lawyer's courthouses), for a list that changes
 * while the component is mounted: a channel that leaves the list stops reaching the handler.
 * `onJoined` runs once the channels of the list have all been joined (or refused), then again after
 * each rejoin: one read covers every channel joined before it, instead of one read per channel
 * (and one render of what shows it) right as the page settles.
 */
export function usePrivateEvents<T>(
  channels: readonly string[],
  event: string,
  handler: (payload: T) => void,
  onJoined?: () => void,
): void {
  const latest = useRef(handler);
  const latestJoined = useRef(onJoined);
  useEffect(() => {
    latest.current = handler;
    latestJoined.current = onJoined;
  });
  const resyncs = onJoined !== undefined;
  // Channel names never hold a space (Pusher's rules), so the list's text is its identity.
  const key = channels.join(' ');
  useEffect(() => {
    if (!key) return;
    let stopped = false;
    const leaves: (() => void)[] = [];
    // The socket opens once the first screen has its data (lib/settled.ts), not in its way.
    whenSettled()
      .then(() => import('./realtime.ts'))
      .then((m) => m.getEcho())
      .then((echo) => {
        if (stopped) return;
        const list = key.split(' ');
        // The channels whose first join (or refusal) the first read still waits for; once none is
        // left, every rejoin reads again.
        const waiting = new Set(list);
        const joinedOrRefused = (channel: string, refused: boolean) => {
          const first = waiting.delete(channel);
          if (waiting.size === 0 && (first || !refused)) latestJoined.current?.();
        };
        for (const channel of list) {
          const joined = echo.private(channel);
          const listener = (payload: T) => latest.current(payload);
          joined.listen(`.${event}`, listener);
          const resync = () => joinedOrRefused(channel, false);
          const refused = () => joinedOrRefused(channel, true);
          if (resyncs) {
            joined.subscription.bind(JOINED, resync);
            joined.subscription.bind(REFUSED, refused);
            // A channel another screen has already joined counts as joined now.
            if (joined.subscription.subscribed) resync();
          }
          leaves.push(() => {
            joined.stopListening(`.${event}`, listener);
            joined.subscription.unbind(JOINED, resync);
            joined.subscription.unbind(REFUSED, refused);
          });
        }
      })
      .catch(() => {
        // Live updates are a bonus: the screen still works, and revalidates, without a socket.
      });
    return () => {
      stopped = true;
      for (const leave of leaves) leave();
    };
  }, [key, event, resyncs]);
}
