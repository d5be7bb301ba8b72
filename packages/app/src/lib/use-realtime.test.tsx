import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrivateEvent, usePrivateEvents } from './use-realtime.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A Pusher channel as Echo exposes it: bindings by event name and the joined flag. */
class FakeSubscription {
  subscribed = false;
  readonly bound = new Map<string, Set<() => void>>();
  bind(name: string, cb: () => void) {
    this.bound.set(name, (this.bound.get(name) ?? new Set()).add(cb));
  }
  unbind(name: string, cb: () => void) {
    this.bound.get(name)?.delete(cb);
  }
  emit(name: string, payload?: unknown) {
    for (const cb of this.bound.get(name) ?? []) (cb as (p: unknown) => void)(payload);
  }
}

const channelOf = (subscription: FakeSubscription) => ({
  subscription,
  listen: (event: string, cb: () => void) => subscription.bind(event, cb),
  stopListening: (event: string, cb: () => void) => subscription.unbind(event, cb),
});
const subscription = new FakeSubscription();
/** Other channels than the lawyer's (courthouses), each with its own subscription. */
const others = new Map<string, FakeSubscription>();
const subscriptionOf = (name: string) => {
  if (name === 'private-user.7') return subscription;
  if (!others.has(name)) others.set(name, new FakeSubscription());
  return others.get(name)!;
};
vi.mock('./realtime.ts', () => ({
  getEcho: () => Promise.resolve({ private: (name: string) => channelOf(subscriptionOf(name)) }),
}));

function Listener(props: { onEvent: (p: unknown) => void; onJoined?: () => void }) {
  usePrivateEvent('private-user.7', 'mission-created', props.onEvent, props.onJoined);
  return null;
}

function Courthouses(props: { channels: string[]; onJoined: () => void }) {
  usePrivateEvents(props.channels, 'mission-created', () => undefined, props.onJoined);
  return null;
}

function render(element: React.ReactElement) {
  const root = createRoot(document.createElement('div'));
  act(() => root.render(element));
  return { unmount: () => act(() => root.unmount()) };
}

/** Lets the dynamic import and getEcho resolve. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('usePrivateEvent', () => {
  beforeEach(() => {
    subscription.subscribed = false;
    subscription.bound.clear();
    others.clear();
  });

  it('given a channel not yet joined / reads again when it is joined and after every rejoin', async () => {
    const onJoined = vi.fn();
    const onEvent = vi.fn();
    render(<Listener onEvent={onEvent} onJoined={onJoined} />);
    await settle();
    expect(onJoined).not.toHaveBeenCalled();
    subscription.subscribed = true;
    subscription.emit('pusher:subscription_succeeded');
    expect(onJoined).toHaveBeenCalledTimes(1);
    subscription.emit('.mission-created', { missionId: 3 });
    expect(onEvent).toHaveBeenCalledWith({ missionId: 3 });
    subscription.emit('pusher:subscription_succeeded');
    expect(onJoined).toHaveBeenCalledTimes(2);
  });

  it('given a channel already joined by another screen / reads again at once', async () => {
    subscription.subscribed = true;
    const onJoined = vi.fn();
    render(<Listener onEvent={vi.fn()} onJoined={onJoined} />);
    await settle();
    expect(onJoined).toHaveBeenCalledTimes(1);
  });

  it('once unmounted / neither the event nor a rejoin reaches the screen', async () => {
    const onJoined = vi.fn();
    const onEvent = vi.fn();
    const view = render(<Listener onEvent={onEvent} onJoined={onJoined} />);
    await settle();
    view.unmount();
    subscription.emit('pusher:subscription_succeeded');
    subscription.emit('.mission-created', {});
    expect(onJoined).not.toHaveBeenCalled();
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('without onJoined / binds nothing to the join', async () => {
    render(<Listener onEvent={vi.fn()} />);
    await settle();
    expect(subscription.bound.get('pusher:subscription_succeeded')?.size ?? 0).toBe(0);
  });

  it('given several channels / reads once they are all joined or refused, then after each rejoin', async () => {
    const onJoined = vi.fn();
    const [a, b, c] = ['private-adliye.1', 'private-adliye.2', 'private-baro.3'];
    render(<Courthouses channels={[a, b, c]} onJoined={onJoined} />);
    await settle();
    subscriptionOf(a).emit('pusher:subscription_succeeded');
    subscriptionOf(b).emit('pusher:subscription_error');
    expect(onJoined).not.toHaveBeenCalled();
    subscriptionOf(c).emit('pusher:subscription_succeeded');
    expect(onJoined).toHaveBeenCalledTimes(1);
    subscriptionOf(a).emit('pusher:subscription_succeeded');
    expect(onJoined).toHaveBeenCalledTimes(2);
  });

  it('given several channels already joined by another screen / reads once at once', async () => {
    const onJoined = vi.fn();
    const channels = ['private-adliye.1', 'private-adliye.2'];
    for (const name of channels) subscriptionOf(name).subscribed = true;
    render(<Courthouses channels={channels} onJoined={onJoined} />);
    await settle();
    expect(onJoined).toHaveBeenCalledTimes(1);
  });
});
