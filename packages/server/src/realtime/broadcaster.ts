/**
 * Publishes an event to channels. The server's lifecycle code talks only to this interface; the
 * realtime layer decides where events go (built-in endpoint, external Pusher server, Redis fan-out).
 */
export interface Broadcaster {
  publish(channels: string[], event: string, data: unknown): Promise<void>;
  close?(): Promise<void>;
}

export interface PublishedEvent {
  channels: string[];
  event: string;
  data: unknown;
}

/** Keeps what was published instead of sending it; tests pass it to buildApp to inspect events. */
export class MemoryBroadcaster implements Broadcaster {
  readonly events: PublishedEvent[] = [];
  async publish(channels: string[], event: string, data: unknown): Promise<void> {
    this.events.push({ channels, event, data });
  }
}
