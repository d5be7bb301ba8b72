import type { User } from '@meslektas/domain';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppShell from './app-shell.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The account, the notices, the constants and the pending tasks as SWR would give them; the
// shell's live channels are not what these tests are about.
const state = vi.hoisted(() => ({
  notices: {
    data: undefined as { id: number; title: string; url: string }[] | undefined,
    error: undefined as unknown,
  },
  constants: { data: {} as Record<string, string> | undefined, error: undefined as unknown },
  pending: {
    data: { data: [], receivedAt: new Date() } as { data: never[]; receivedAt: Date } | undefined,
    error: undefined as unknown,
  },
}));
vi.mock('../hooks/use-current-user.ts', () => ({
  useCurrentUser: () => ({
    data: {
      id: 7,
      name: 'Ayşe Yılmaz',
      avatar: null,
      cash: 0,
      vip: false,
      notifications: [],
    } as Partial<User>,
    mutate: () => undefined,
  }),
}));
vi.mock('../hooks/use-notices.ts', () => ({ useNotices: () => state.notices }));
vi.mock('../api/get-constants.ts', () => ({ useConstants: () => state.constants }));
vi.mock('../api/get-pending.ts', () => ({
  usePending: () => ({ ...state.pending, mutate: () => undefined }),
}));
vi.mock('../api/mark-notification-read.ts', () => ({ useMarkNotificationRead: () => () => undefined }));
vi.mock('../lib/use-mission-created.ts', () => ({ useMissionCreated: () => undefined }));
vi.mock('../lib/use-realtime.ts', () => ({ usePrivateEvent: () => undefined }));

let root: Root;
let host: HTMLElement;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  state.notices = { data: undefined, error: undefined };
  state.constants = { data: {}, error: undefined };
  state.pending = { data: { data: [], receivedAt: new Date() }, error: undefined };
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const render = () =>
  act(async () =>
    root.render(
      <MemoryRouter>
        <AppShell>
          <h1>Ana Sayfa</h1>
        </AppShell>
      </MemoryRouter>,
    ),
  );
const shell = () => host.querySelector('[data-slot="app-shell"]');

describe('AppShell and the site notices', () => {
  it('draws nothing while the notices are on their way, so their row does not push the page down', async () => {
    await render();
    expect(shell()).toBeNull();
  });

  it('draws the layout with the notices once they have come', async () => {
    state.notices = {
      data: [{ id: 1, title: 'Adli tatil duyurusu', url: '/duyuru/adli-tatil' }],
      error: undefined,
    };
    await render();
    expect(shell()).not.toBeNull();
    expect(host.textContent).toContain('Adli tatil duyurusu');
    expect(host.textContent).toContain('Ana Sayfa');
  });

  it('draws the layout without notices when they could not be had', async () => {
    state.notices = { data: undefined, error: new Error('ağ hatası') };
    await render();
    expect(shell()).not.toBeNull();
    expect(host.textContent).toContain('Ana Sayfa');
  });
});

describe('AppShell and the reads its first render needs', () => {
  it('draws nothing while the constants or the pending tasks are on their way, then draws with them', async () => {
    state.notices = { data: [], error: undefined };
    state.constants = { data: undefined, error: undefined };
    await render();
    expect(shell()).toBeNull();
    state.constants = { data: {}, error: undefined };
    state.pending = { data: undefined, error: undefined };
    await render();
    expect(shell()).toBeNull();
    state.pending = { data: { data: [], receivedAt: new Date() }, error: undefined };
    await render();
    expect(shell()).not.toBeNull();
  });

  it('draws the layout when the constants or the pending tasks could not be had', async () => {
    state.notices = { data: [], error: undefined };
    state.constants = { data: undefined, error: new Error('ağ hatası') };
    state.pending = { data: undefined, error: new Error('ağ hatası') };
    await render();
    expect(shell()).not.toBeNull();
    expect(host.textContent).toContain('Ana Sayfa');
  });
});

describe('AppShell and the lawyer', () => {
  it('names him in the header as every lawyer is named, with the title his stored name does not carry', async () => {
    state.notices = { data: [], error: undefined };
    await render();
    expect(host.querySelector('header')?.textContent).toContain('Av. Ayşe Yılmaz');
  });
});

describe('AppShell and the sidebar video', () => {
  it('shows the video of the hour with its caption, not the caption alone', async () => {
    state.notices = { data: [], error: undefined };
    const both = {
      video_gunduz: 'Meslektaş nasıl çalışır?',
      video_gunduz_adres: '/videos/nasil-calisir-gunduz.webm',
      video_gece: 'Yarının duruşmaları için bu akşamdan görev oluşturun.',
      video_gece_adres: '/videos/nasil-calisir-gece.webm',
    };
    state.constants = { data: both, error: undefined };
    await render();
    const video = host.querySelector('[data-slot="sidebar-video"] video');
    const caption = host.querySelector('[data-slot="sidebar-video"] figcaption')?.textContent;
    const day = caption === both.video_gunduz;
    expect(caption).toBe(day ? both.video_gunduz : both.video_gece);
    expect(video?.getAttribute('src')).toBe(day ? both.video_gunduz_adres : both.video_gece_adres);
  });
});
