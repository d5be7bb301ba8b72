import type { ProfilePage } from '@meslektas/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import LawyerProfilePage from './lawyer-profile-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const state = vi.hoisted(() => ({
  calls: [] as [number | undefined, number][],
  error: undefined as unknown,
  perform: vi.fn(),
  /** Like SWR, the same key answers the same object. */
  cache: new Map<string, unknown>(),
}));

const profileOf = (id: number, page: number): ProfilePage => ({
  id,
  name: `Av. Profil ${id}`,
  baroName: 'İstanbul Barosu',
  avatar: null,
  verification_image: null,
  commentRate: 4,
  about_text: null,
  pending_about_text: null,
  pending_avatar: null,
  performances: [],
  comments: [
    {
      mission_id: page,
      user_id: 99,
      rating: 5,
      comment: `Sayfa ${page} yorumu`,
      name: 'Av. Yorumcu',
      avatar: null,
      created_at: '2026-03-09T10:00:00.000Z',
    },
  ],
  comments_page: page,
  comments_last_page: 3,
  comments_total: 25,
  isOwner: false,
});

vi.mock('../../../api/get-profile.ts', () => ({
  useProfile: (userId: number | undefined, page = 1) => {
    state.calls.push([userId, page]);
    if (state.error) return { data: undefined, error: state.error, isLoading: false, mutate: vi.fn() };
    const key = `${userId}-${page}`;
    if (userId && !state.cache.has(key)) state.cache.set(key, profileOf(userId, page));
    return { data: state.cache.get(key), isLoading: false, mutate: vi.fn() };
  },
  useRefreshProfiles: () => vi.fn(),
}));
vi.mock('../../../lib/outcomes.ts', () => ({ perform: state.perform }));

let go: (to: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return null;
}

function mount(path: string) {
  const host = document.createElement('div');
  document.body.append(host);
  act(() =>
    createRoot(host).render(
      <MemoryRouter initialEntries={[path]}>
        <Navigator />
        <Routes>
          <Route path="/avukat-profili/:id" element={<LawyerProfilePage />} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return host;
}

const button = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

afterEach(() => {
  document.body.innerHTML = '';
  state.calls = [];
  state.error = undefined;
  state.perform.mockReset();
});

describe('the lawyer profile page', () => {
  it('when the route id changes / loads the new lawyer from his first comments page', () => {
    const host = mount('/avukat-profili/7');
    expect(host.querySelector('h1')?.textContent).toBe('Av. Profil 7');
    act(() => button(host, 'Sonraki').click());
    expect(state.calls.at(-1)).toEqual([7, 2]);
    expect(host.textContent).toContain('Sayfa 2 yorumu');
    act(() => go('/avukat-profili/8'));
    expect(state.calls.at(-1)).toEqual([8, 1]);
    expect(host.querySelector('h1')?.textContent).toBe('Av. Profil 8');
    expect(host.textContent).toContain('Sayfa 1 yorumu');
  });

  it('given a 404 / performs the mapped outcome, which goes home', () => {
    state.error = new ApiError(404, { message: 'Avukat bulunamadı.' }, { redirect: '/' });
    mount('/avukat-profili/2000000000');
    expect(state.perform).toHaveBeenCalledWith({ redirect: '/' });
  });
});
