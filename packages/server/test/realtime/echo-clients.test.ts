import { privateChannelName, realtimeChannels, realtimeEvents } from '@meslektas/domain';
import type Echo from 'laravel-echo';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ListeningApp, connectEcho, sleep, startApp, waitFor } from './harness.ts';
import { lawyer, missionOwnedBy } from './fixtures.ts';

type Subscription = { subscribed: boolean; error: unknown; received: unknown[] };

/** Subscribes through Echo and records what happens, as the app's hooks would see it. */
function watch(channel: ReturnType<Echo<'pusher'>['private']>, event: string): Subscription {
  const state: Subscription = { subscribed: false, error: undefined, received: [] };
  channel
    .subscribed(() => {
      state.subscribed = true;
    })
    .error((err: unknown) => {
      state.error = err;
    })
    .listen(`.${event}`, (payload: unknown) => state.received.push(payload));
  return state;
}

describe('laravel-echo with pusher-js against the built-in endpoint', () => {
  let server: ListeningApp;
  const clients: Echo<'pusher'>[] = [];
  const echo = (token?: string) => {
    const client = connectEcho(server.port, token);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startApp();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await server.close();
  });

  it('connects and receives an event on a public channel', async () => {
    const client = echo();
    const state = watch(client.channel('duyurular') as never, 'haber');
    await waitFor(() => state.subscribed, 'the subscription');
    await server.app.broadcaster.publish(['duyurular'], 'haber', { metin: 'Merhaba' });
    await waitFor(() => state.received.length > 0, 'the event');
    expect(state.received).toEqual([{ metin: 'Merhaba' }]);
  });

  it('subscribes a lawyer to his own user channel and delivers a notification to it', async () => {
    const { user, token } = await lawyer(server.app);
    const state = watch(echo(token).private(realtimeChannels.user(user.id)), realtimeEvents.notification);
    await waitFor(() => state.subscribed, 'the subscription');
    const notification = { id: 3, title: 'Görevlendirmenize Başvuru Geldi!' };
    await server.app.broadcaster.publish(
      [privateChannelName(realtimeChannels.user(user.id))],
      realtimeEvents.notification,
      notification,
    );
    await waitFor(() => state.received.length > 0, 'the notification');
    expect(state.received).toEqual([notification]);
  });

  it("refuses another lawyer's user channel with 403 and never delivers its events", async () => {
    const [me, other] = await Promise.all([lawyer(server.app), lawyer(server.app)]);
    const state = watch(
      echo(me.token).private(realtimeChannels.user(other.user.id)),
      realtimeEvents.notification,
    );
    await waitFor(() => state.error, 'the refusal');
    expect(state.error).toMatchObject({ type: 'AuthError', status: 403 });
    await server.app.broadcaster.publish(
      [privateChannelName(realtimeChannels.user(other.user.id))],
      realtimeEvents.notification,
      { id: 1 },
    );
    await sleep(150);
    expect(state.subscribed).toBe(false);
    expect(state.received).toEqual([]);
  });

  it('refuses private channels to a visitor without a token', async () => {
    const state = watch(echo().private(realtimeChannels.user(1)), realtimeEvents.notification);
    await waitFor(() => state.error, 'the refusal');
    expect(state.error).toMatchObject({ status: 401 });
  });

  it('lets the owner of a task listen to its applicants channel, and only him', async () => {
    const [owner, applicant] = await Promise.all([lawyer(server.app), lawyer(server.app)]);
    const missionId = await missionOwnedBy(server.app, owner.user.id);
    const channel = realtimeChannels.missionApplicants(missionId);
    const ownerState = watch(echo(owner.token).private(channel), realtimeEvents.applicantAdded);
    const otherState = watch(echo(applicant.token).private(channel), realtimeEvents.applicantAdded);
    await waitFor(() => ownerState.subscribed, 'the owner subscription');
    await waitFor(() => otherState.error, 'the refusal');
    expect(otherState.error).toMatchObject({ status: 403 });
    await server.app.broadcaster.publish([privateChannelName(channel)], realtimeEvents.applicantAdded, {
      missionId,
      count: 1,
    });
    await waitFor(() => ownerState.received.length > 0, 'the applicant event');
    expect(ownerState.received).toEqual([{ missionId, count: 1 }]);
    expect(otherState.received).toEqual([]);
  });
});

describe('the lifecycle events of the server, through Echo', () => {
  let server: ListeningApp;
  let client: Echo<'pusher'> | undefined;
  beforeAll(async () => {
    server = await startApp();
  });
  afterAll(async () => {
    client?.disconnect();
    await server.close();
  });

  it('tells the owner on his applicants channel, and in a notification, when a lawyer applies', async () => {
    const [owner, applicant] = await Promise.all([lawyer(server.app), lawyer(server.app)]);
    const missionId = await missionOwnedBy(server.app, owner.user.id);
    client = connectEcho(server.port, owner.token);
    const applicants = watch(
      client.private(realtimeChannels.missionApplicants(missionId)),
      realtimeEvents.applicantAdded,
    );
    const inbox = watch(client.private(realtimeChannels.user(owner.user.id)), realtimeEvents.notification);
    await waitFor(() => applicants.subscribed && inbox.subscribed, 'both subscriptions');

    const res = await server.app.inject({
      method: 'POST',
      url: '/api/mission/confirmMission',
      headers: applicant.headers,
      payload: { mission_id: missionId, message_id: 0 },
    });
    expect(res.statusCode).toBe(200);

    await waitFor(() => applicants.received.length > 0 && inbox.received.length > 0, 'the apply events');
    expect(applicants.received).toEqual([{ missionId, count: 1 }]);
    expect(inbox.received[0]).toMatchObject({
      data: expect.objectContaining({ title: 'Görevinize Başvuru Geldi' }),
    });
  });
});
