/** One subscriber as the hub sees it: a websocket connection of the built-in endpoint. */
export interface HubConnection {
  readonly socketId: string;
  /** A text frame's payload, already UTF-8: encoded once per event, not once per subscriber. */
  send(message: Buffer): void;
}

/** The Pusher wire form of event data: a JSON string, passed through when it already is one. */
export function encodeEventData(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data ?? null);
}

/** Which local connections listen to which channel, and the fan-out of one event to them. */
export class ChannelHub {
  private readonly subscribers = new Map<string, Set<HubConnection>>();

  subscribe(connection: HubConnection, channel: string): void {
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
    }
    set.add(connection);
  }

  unsubscribe(connection: HubConnection, channel: string): void {
    const set = this.subscribers.get(channel);
    if (!set) return;
    set.delete(connection);
    // Empty sets would otherwise pile up, one per task ever watched.
    if (set.size === 0) this.subscribers.delete(channel);
  }

  /** Sends the event to every local subscriber of each channel; returns how many messages left. */
  deliver(channels: readonly string[], event: string, data: unknown, exceptSocketId?: string): number {
    const encoded = encodeEventData(data);
    let sent = 0;
    for (const channel of new Set(channels)) {
      const set = this.subscribers.get(channel);
      if (!set) continue;
      // Serialised once per channel, not once per subscriber: fan-out cost stays one write each.
      const message = Buffer.from(JSON.stringify({ event, channel, data: encoded }));
      for (const connection of set) {
        if (connection.socketId === exceptSocketId) continue;
        connection.send(message);
        sent += 1;
      }
    }
    return sent;
  }

  subscriberCount(channel: string): number {
    return this.subscribers.get(channel)?.size ?? 0;
  }
}
