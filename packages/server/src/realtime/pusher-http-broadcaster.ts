import type { FastifyBaseLogger } from 'fastify';
import type { Broadcaster } from './broadcaster.ts';
import { encodeEventData } from './channel-hub.ts';
import { pusherLimits, signRequestQuery } from './signatures.ts';

export interface PusherHttpOptions {
  appId: string;
  key: string;
  secret: string;
  /** Unset with a cluster: Pusher's hosted service (api-{cluster}.pusher.com). */
  host: string | undefined;
  port: number | undefined;
  scheme: 'http' | 'https';
  cluster: string | undefined;
  timeoutMs?: number;
}

/** The HTTP API's base address, as the Pusher server SDKs build it. */
export function pusherApiBase(options: PusherHttpOptions): string {
  const host = options.host ?? `api-${options.cluster ?? 'mt1'}.pusher.com`;
  const port = options.port ? `:${options.port}` : '';
  return `${options.scheme}://${host}${port}`;
}

/** Publishes to an external Pusher-compatible server (Pusher, Soketi, Reverb) through its HTTP API. */
export class PusherHttpBroadcaster implements Broadcaster {
  private readonly base: string;

  constructor(
    private readonly options: PusherHttpOptions,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.base = pusherApiBase(options);
  }

  async publish(channels: string[], event: string, data: unknown): Promise<void> {
    const encoded = encodeEventData(data);
    // The API takes at most 100 channels per call.
    for (let start = 0; start < channels.length; start += pusherLimits.channelsPerEvent) {
      const batch = channels.slice(start, start + pusherLimits.channelsPerEvent);
      await this.post(JSON.stringify({ name: event, channels: batch, data: encoded }), event);
    }
  }

  private async post(body: string, event: string): Promise<void> {
    const path = `/apps/${this.options.appId}/events`;
    const timestamp = Math.floor(this.now().getTime() / 1000);
    const query = signRequestQuery(this.options.key, this.options.secret, 'POST', path, body, timestamp);
    try {
      const response = await fetch(`${this.base}${path}?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      if (!response.ok) {
        const text = await response.text();
        this.log.error(
          { status: response.status, body: text.slice(0, 500), event },
          'pusher http api refused event',
        );
      }
    } catch (err) {
      // A live update is a courtesy: losing one must not fail the request that caused it.
      this.log.error({ err, event }, 'pusher http api unreachable');
    }
  }
}
