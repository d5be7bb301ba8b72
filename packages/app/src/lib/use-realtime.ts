import { useEffect, useRef } from 'react';

/** Pusher's event for a channel joined, again after every reconnect. */
const JOINED = 'pusher:subscription_succeeded';

/**
 * Listens to one event of one private channel while the component is mounted. `channel` is the
 * Echo name from domain's realtimeChannels; the leading dot binds the event name exactly. The
 * realtime client loads on first use, after the screen has rendered.
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
  const latest = useRef(handler);
  const latestJoined = useRef(onJoined);
  useEffect(() => {
    latest.current = handler;
    latestJoined.current = onJoined;
  });
  const resyncs = onJoined !== undefined;
  useEffect(() => {
    if (!channel) return;
    let stopped = false;
    let leave: (() => void) | undefined;
    import('./realtime.ts')
      .then((m) => m.getEcho())
      .then((echo) => {
        if (stopped) return;
        const joined = echo.private(channel);
        const listener = (payload: T) => latest.current(payload);
        joined.listen(`.${event}`, listener);
        const resync = () => latestJoined.current?.();
        if (resyncs) {
          joined.subscription.bind(JOINED, resync);
          if (joined.subscription.subscribed) resync();
        }
        leave = () => {
          joined.stopListening(`.${event}`, listener);
          if (resyncs) joined.subscription.unbind(JOINED, resync);
        };
      })
      .catch(() => {
        // Live updates are a bonus: the screen still works, and revalidates, without a socket.
      });
    return () => {
      stopped = true;
      leave?.();
    };
  }, [channel, event, resyncs]);
}
