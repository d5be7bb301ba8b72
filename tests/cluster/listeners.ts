import { privateChannelName, realtimeChannels, realtimeEvents } from '../../packages/domain/src/index.ts';
import { connectEcho } from '../../packages/server/test/realtime/harness.ts';

/**
 * A lawyer's browser tab, as the web app opens it: laravel-echo with pusher-js through the proxy,
 * listening for new tasks on his courthouse's channel. Records what it hears and every time its
 * connection left the connected state.
 */
export class Listener {
  readonly echo: ReturnType<typeof connectEcho>;
  readonly heard = new Set<number>();
  /** Socket ids this listener has had, one per connection. */
  readonly socketIds: string[] = [];
  drops = 0;

  constructor(port: number, token: string, adliyeId: number) {
    this.echo = connectEcho(port, token);
    const connection = this.echo.connector.pusher.connection;
    connection.bind('state_change', ({ previous, current }: { previous: string; current: string }) => {
      if (previous === 'connected' && current !== 'connected') {
        this.drops += 1;
      }
      if (current === 'connected') this.socketIds.push(connection.socket_id as string);
    });
    const channel = realtimeChannels.courthouse(adliyeId);
    this.echo.private(channel).listen(`.${realtimeEvents.missionCreated}`, (event: { missionId: number }) => {
      this.heard.add(event.missionId);
    });
    this.channelName = privateChannelName(channel);
  }

  readonly channelName: string;

  /** Connected and subscribed (pusher-js subscribes again by itself after reconnecting). */
  get live(): boolean {
    const pusher = this.echo.connector.pusher;
    return pusher.connection.state === 'connected' && Boolean(pusher.channel(this.channelName)?.subscribed);
  }

  close(): void {
    this.echo.disconnect();
  }
}
