import { type User, routes } from '@meslektas/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindOutcomes, type Toast } from '../../../lib/outcomes.ts';
import CreateTaskPage from './create-task-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const state = vi.hoisted(() => ({ user: {} as Record<string, unknown> }));
vi.mock('../../../hooks/use-current-user.ts', () => ({ useCurrentUser: () => ({ data: state.user }) }));
vi.mock('../../../api/get-constants.ts', () => ({
  useConstants: () => ({
    data: {
      gorev_kisitlamasi: 'Bekleyen görevleriniz nedeniyle kısıtlandınız.',
      gorev_kisitlama_link: '/tamamlanan-gorevler',
      gorev_olusturma_bilgi: 'Görev anında iletilir.',
    },
  }),
}));
vi.mock('../../../api/get-bars.ts', () => ({
  useBars: () => ({ data: [{ baro_id: 34, name: 'İstanbul Barosu' }] }),
}));
vi.mock('../api/get-categories.ts', () => ({ useCategories: () => ({ data: [] }) }));
vi.mock('../../../api/get-courthouses.ts', () => ({ useCourthouses: () => ({ data: [] }) }));
vi.mock('../api/get-short-descriptions.ts', () => ({
  useShortDescriptions: () => ({ data: { data: [], allowCustom: true } }),
}));

const lawyer: Partial<User> = {
  id: 7,
  vip: false,
  mission_create: true,
  add_mission: 0,
  is_available_time: true,
  not_available_time_message: null,
};

let unmount = () => {};
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
});

function mount(user: Partial<User>) {
  state.user = user;
  const toasts: Toast[] = [];
  bindOutcomes({ notify: (t) => toasts.push(t) });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <MemoryRouter initialEntries={[routes['assign-task'].path]}>
        <Routes>
          <Route path={routes['assign-task'].path} element={<CreateTaskPage />} />
          <Route path="/" element={<p>Ana sayfa</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  unmount = () => act(() => root.unmount());
  return toasts;
}

describe('the create page applies the create rule before the form', () => {
  it('given a restriction counter above 0 / shows gorev_kisitlamasi and its link instead of the form', () => {
    mount({ ...lawyer, add_mission: 2 });
    expect(document.body.textContent).toContain('Bekleyen görevleriniz nedeniyle kısıtlandınız.');
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Görevlerimi Görüntüle');
    expect(link?.getAttribute('href')).toBe('/tamamlanan-gorevler');
    expect(document.querySelector('[data-slot="create-task-form"]')).toBeNull();
  });

  it('given no mission_create / sends the lawyer home with the spec text', () => {
    const toasts = mount({ ...lawyer, mission_create: false });
    expect(document.body.textContent).toContain('Ana sayfa');
    expect(toasts).toContainEqual({
      kind: 'error',
      text: 'Görev Açma Yetkiniz Kısıtlandığı İçin Görev Açamazsınız.',
    });
  });

  it('given a lawyer who may create / shows the form with its info button', () => {
    mount(lawyer);
    expect(document.querySelector('[data-slot="create-task-form"]')).not.toBeNull();
    expect(document.querySelector('[aria-label="Görev oluşturma hakkında bilgi"]')).not.toBeNull();
  });
});
