import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pagePerTest, settle } from '../../../lib/test-page.tsx';
import HomePage from './home-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Drawn = { loading?: boolean; items: unknown[] };
/** What each section was drawn with, one entry per render of it. */
const drawn = vi.hoisted(() => ({ pending: [] as Drawn[], archive: [] as Drawn[], activity: [] as Drawn[] }));
/** The pending list's answer, which the test changes as the live channel's second read does. */
const pending = vi.hoisted(() => {
  let value = [{ id: 1 }];
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: { id: number }[]) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('@meslektas/ui', () => ({
  PageTitle: ({ title }: { title: string }) => <h1>{title}</h1>,
  CourthouseChoicePrompt: () => null,
  GiveTaskBanner: () => null,
  WelcomeBanner: () => null,
  WebPopup: () => null,
  MissionPreviewCard: ({ kind, missions }: { kind: string; missions: unknown[] }) => {
    if (kind === 'pending') drawn.pending.push({ items: missions });
    return null;
  },
  ActivityFeed: ({ activities, loading }: { activities: unknown[]; loading: boolean }) => {
    drawn.activity.push({ items: activities, loading });
    return null;
  },
  ArchiveTabs: ({ assigned, loading }: { assigned: unknown[]; loading: boolean }) => {
    drawn.archive.push({ items: assigned, loading });
    return null;
  },
}));
vi.mock('../api/get-pending-preview.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    usePendingPreview: () => ({
      data: useSyncExternalStore(pending.subscribe, pending.get),
      receivedAt: undefined,
      error: undefined,
      mutate: vi.fn(),
    }),
  };
});
// Every other read has answered before the screen mounts (its reads are preloaded with its chunk).
vi.mock('../api/get-created-preview.ts', () => ({
  preloadCreatedPreview: vi.fn(),
  useCreatedPreview: () => ({ data: [{ id: 2 }], mutate: vi.fn() }),
}));
vi.mock('../api/get-activity.ts', () => ({
  preloadActivity: vi.fn(),
  useActivity: () => ({ data: [{ name: 'Av. Ayşe' }], mutate: vi.fn() }),
}));
vi.mock('../../../api/get-archive.ts', () => ({
  preloadArchive: vi.fn(),
  useArchive: () => ({ data: [{ missionId: 3 }], mutate: vi.fn() }),
}));
vi.mock('../api/get-web-popup.ts', () => ({
  preloadWebPopup: vi.fn(),
  useWebPopup: () => ({ data: undefined }),
}));
vi.mock('../../../api/get-my-courthouses.ts', () => ({ preloadMyCourthouses: vi.fn() }));
vi.mock('../../../hooks/use-courthouse-choice.ts', () => ({ useCourthouseChoice: () => null }));
vi.mock('../../../hooks/use-current-user.ts', () => ({ useCurrentUser: () => ({ data: { id: 1 } }) }));
vi.mock('../../presence/index.ts', () => ({ PresenceSwitch: () => null, preloadPresence: vi.fn() }));

const page = pagePerTest();

describe('the home page', () => {
  it('draws the lists first, and the feed and the archive under the fold in a render after it', async () => {
    drawn.archive.length = drawn.activity.length = 0;
    page.render(<HomePage />);
    await settle();
    // Their answers are there from the start; the first render still leaves them to the next one.
    expect(drawn.archive[0]).toEqual({ items: [], loading: true });
    expect(drawn.activity[0]).toEqual({ items: [], loading: true });
    expect(drawn.archive.at(-1)).toEqual({ items: [{ missionId: 3 }], loading: false });
    expect(drawn.activity.at(-1)).toEqual({ items: [{ name: 'Av. Ayşe' }], loading: false });
  });

  it('draws again only the section whose answer changed', async () => {
    page.render(<HomePage />);
    await settle();
    const archive = drawn.archive.length;
    const activity = drawn.activity.length;
    const pendingRenders = drawn.pending.length;

    act(() => pending.set([{ id: 1 }, { id: 4 }]));

    expect(drawn.pending.length).toBe(pendingRenders + 1);
    expect(drawn.pending.at(-1)).toEqual({ items: [{ id: 1 }, { id: 4 }] });
    expect(drawn.archive.length).toBe(archive);
    expect(drawn.activity.length).toBe(activity);
  });
});
