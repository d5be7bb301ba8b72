/**
 * One event on one channel, ready for the wire: its JSON as UTF-8, and the same bytes already
 * framed as a websocket text frame. Both are built once per event, whatever the subscriber count.
 */
export interface PreparedMessage {
  readonly payload: Buffer;
  readonly frame: Buffer;
}

/** One subscriber as the hub sees it: a websocket connection of the built-in endpoint. */
export interface HubConnection {
  readonly socketId: string;
  send(message: PreparedMessage): void;
}

/**
 * A server-to-client websocket text frame around a UTF-8 payload (RFC 6455 section 5.2: FIN set,
 * opcode 1, unmasked, 7-, 16- or 64-bit length), so one buffer is written to every socket.
 */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return frame;
}

export function prepareMessage(text: string): PreparedMessage {
  const payload = Buffer.from(text);
  return { payload, frame: textFrame(payload) };
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
      // Serialised and framed once per channel, not once per subscriber: one write each.
      const message = prepareMessage(JSON.stringify({ event, channel, data: encoded }));
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
