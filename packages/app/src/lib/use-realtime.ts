import { useEffect, useRef } from 'react';

/**
 * Listens to one event of one private channel while the component is mounted. `channel` is the
 * Echo name from domain's realtimeChannels; the leading dot binds the event name exactly. The
 * realtime client loads on first use, after the screen has rendered.
 */
export function usePrivateEvent<T>(
  channel: string | null,
  event: string,
  handler: (payload: T) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    let stopped = false;
    let leave: (() => void) | undefined;
    import('./realtime.ts')
      .then((m) => m.getEcho())
      .then((echo) => {
        if (stopped) return;
        const listener = (payload: T) => latest.current(payload);
        echo.private(channel).listen(`.${event}`, listener);
        leave = () => echo.private(channel).stopListening(`.${event}`, listener);
      })
      .catch(() => {
        // Live updates are a bonus: the screen still works, and revalidates, without a socket.
      });
    return () => {
      stopped = true;
      leave?.();
    };
  }, [channel, event]);
}
