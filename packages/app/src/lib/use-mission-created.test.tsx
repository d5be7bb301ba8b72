import type { ExcludableCategory, MissionCreatedEvent, MyCourthouses, User } from '@meslektas/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { echoChannels as channels, publishOn } from './fake-echo.ts';
import { useMissionCreated } from './use-mission-created.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the server publishes on one channel, as the lawyer's socket would hear it. */
function publish(channel: string, event: MissionCreatedEvent) {
  publishOn(channel, 'mission-created', event);
}
vi.mock('./realtime.ts', async () => (await import('./fake-echo.ts')).fakeRealtimeModule);

const data = vi.hoisted(() => ({
  user: undefined as Partial<User> | undefined,
  mine: undefined as Partial<MyCourthouses> | undefined,
  categories: undefined as ExcludableCategory[] | undefined,
}));
vi.mock('../hooks/use-current-user.ts', () => ({ useCurrentUser: () => ({ data: data.user }) }));
vi.mock('../api/get-my-courthouses.ts', () => ({ useMyCourthouses: () => ({ data: data.mine }) }));
vi.mock('../api/get-excluded-categories.ts', () => ({
  useExcludedCategories: () => ({ data: data.categories }),
}));

function Listener(props: { onMine: (event: MissionCreatedEvent) => void }) {
  useMissionCreated(props.onMine);
  return null;
}

const root = () => createRoot(document.createElement('div'));
/** Renders, then lets the dynamic import and getEcho resolve. */
async function render(view: ReturnType<typeof root>, onMine: (event: MissionCreatedEvent) => void) {
  act(() => view.render(<Listener onMine={onMine} />));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const ME = 7;
const task = (overrides: Partial<MissionCreatedEvent> = {}): MissionCreatedEvent => ({
  missionId: 100,
  adliyeId: 3401,
  fast: false,
  ownerId: 8,
  categoryId: 2,
  ...overrides,
});
const category = (category_id: number, excluded: boolean): ExcludableCategory => ({
  category_id,
  name: `Kategori ${category_id}`,
  excluded,
});

describe('useMissionCreated', () => {
  beforeEach(() => {
    channels.clear();
    data.user = { id: ME, missionStatus: 1 };
    data.mine = { baro_id: 34, selected: [3401, 3403] };
    data.categories = [category(2, false), category(5, true)];
  });

  it('given his courthouses and bar / hears a colleague’s task on each of their channels', async () => {
    const onMine = vi.fn();
    await render(root(), onMine);
    expect([...channels.keys()].sort()).toEqual(['bar.34', 'courthouse.3401', 'courthouse.3403']);
    publish('courthouse.3403', task({ missionId: 1, adliyeId: 3403 }));
    publish('bar.34', task({ missionId: 2, adliyeId: null }));
    expect(onMine.mock.calls.map(([e]) => (e as MissionCreatedEvent).missionId)).toEqual([1, 2]);
  });

  it.each<{ given: string; event?: Partial<MissionCreatedEvent>; user?: Partial<User> }>([
    { given: 'his own task', event: { ownerId: ME } },
    { given: 'a task of a category he excluded', event: { categoryId: 5 } },
    { given: 'task-taking switched off', user: { missionStatus: 0 } },
  ])('given $given / ignores it', async ({ event, user }) => {
    data.user = { ...data.user, ...user };
    const onMine = vi.fn();
    await render(root(), onMine);
    publish('courthouse.3401', task(event));
    expect(onMine).not.toHaveBeenCalled();
  });

  it('given task-taking switched on again while listening / hears the next task', async () => {
    data.user = { id: ME, missionStatus: 0 };
    const onMine = vi.fn();
    const view = root();
    await render(view, onMine);
    publish('courthouse.3401', task({ missionId: 1 }));
    data.user = { id: ME, missionStatus: 1 };
    await render(view, onMine);
    publish('courthouse.3401', task({ missionId: 2 }));
    expect(onMine.mock.calls.map(([e]) => (e as MissionCreatedEvent).missionId)).toEqual([2]);
  });

  it('given a courthouse left in settings / no longer hears its channel', async () => {
    const onMine = vi.fn();
    const view = root();
    await render(view, onMine);
    data.mine = { baro_id: 34, selected: [3401] };
    await render(view, onMine);
    publish('courthouse.3403', task());
    expect(onMine).not.toHaveBeenCalled();
    publish('courthouse.3401', task());
    expect(onMine).toHaveBeenCalledTimes(1);
  });

  it('before his record and courthouses are known / listens to nothing', async () => {
    data.mine = undefined;
    await render(root(), vi.fn());
    expect(channels.size).toBe(0);
  });
});
