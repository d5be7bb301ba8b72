import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcaster } from './broadcaster.ts';
import type { ChannelHub } from './channel-hub.ts';

/**
 * Delivers events to the built-in endpoint's subscribers: those of this process only, or those of
 * every process sharing a Redis server. `exceptSocketId` is the HTTP API's `socket_id`.
 */
export interface Fanout extends Broadcaster {
  publish(channels: string[], event: string, data: unknown, exceptSocketId?: string): Promise<void>;
  /** Resolves once events from other processes are being received. */
  ready(): Promise<void>;
  /** Rejects when Redis does not answer; resolves at once without Redis. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class LocalFanout implements Fanout {
  constructor(private readonly hub: ChannelHub) {}

  async publish(channels: string[], event: string, data: unknown, exceptSocketId?: string): Promise<void> {
    this.hub.deliver(channels, event, data, exceptSocketId);
  }

  async ready(): Promise<void> {}

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}

interface RedisEnvelope {
  channels: string[];
  event: string;
  data: unknown;
  except?: string;
}

/**
 * Every process publishes to one Redis pub/sub channel and delivers what it reads from it, its own
 * events included: one path for all events keeps their order the same on every process.
 */
export class RedisFanout implements Fanout {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly topic: string;
  private readonly subscribed: Promise<void>;

  constructor(
    url: string,
    prefix: string,
    private readonly hub: ChannelHub,
    private readonly log: FastifyBaseLogger,
  ) {
    this.topic = `${prefix}:realtime`;
    this.publisher = new Redis(url, { maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url);
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (err: Error) => this.log.warn({ err }, 'realtime redis connection error'));
    }
    this.subscriber.on('message', (topic: string, message: string) => {
      if (topic === this.topic) this.receive(message);
    });
    this.subscribed = this.subscriber.subscribe(this.topic).then(() => undefined);
    // Without a handler, a Redis that is down at start would crash the process instead of retrying.
    this.subscribed.catch((err: unknown) => this.log.error({ err }, 'realtime redis subscribe failed'));
  }

  private receive(message: string): void {
    let envelope: RedisEnvelope;
    try {
      envelope = JSON.parse(message) as RedisEnvelope;
    } catch {
      this.log.warn('realtime redis message is not JSON; ignored');
      return;
    }
    if (!Array.isArray(envelope.channels) || typeof envelope.event !== 'string') return;
    this.hub.deliver(envelope.channels, envelope.event, envelope.data, envelope.except);
  }

  async publish(channels: string[], event: string, data: unknown, exceptSocketId?: string): Promise<void> {
    const envelope: RedisEnvelope = { channels, event, data };
    if (exceptSocketId) envelope.except = exceptSocketId;
    try {
      await this.publisher.publish(this.topic, JSON.stringify(envelope));
    } catch (err) {
      // A live update is a courtesy: losing one must not fail the request that caused it.
      this.log.error({ err, event }, 'realtime event could not be published to redis');
    }
  }

  ready(): Promise<void> {
    return this.subscribed;
  }

  async ping(): Promise<void> {
    await this.publisher.ping();
  }

  async close(): Promise<void> {
    // quit() waits for Redis to answer it: with Redis unreachable, closing would never end.
    await Promise.allSettled(
      [this.subscriber, this.publisher].map((client) =>
        client.status === 'ready' ? client.quit() : client.disconnect(),
      ),
    );
  }
}
