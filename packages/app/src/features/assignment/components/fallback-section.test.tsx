import type { FallbackOptionsData } from '@meslektas/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { type Toast, bindOutcomes } from '../../../lib/outcomes.ts';
import { FallbackSection } from './fallback-section.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const state = vi.hoisted(() => ({
  options: undefined as unknown,
  mutate: vi.fn(),
  takeFallback: vi.fn(),
  listener: null as null | ((event: unknown) => void),
}));
vi.mock('../api/fallback.ts', () => ({
  useFallbackOptions: () => ({ data: state.options, mutate: state.mutate }),
  takeFallback: state.takeFallback,
}));
vi.mock('../../../hooks/use-current-user.ts', () => ({ useCurrentUser: () => ({ data: { id: 5 } }) }));
vi.mock('../../../lib/use-realtime.ts', () => ({
  usePrivateEvent: (_channel: string, _event: string, on: (event: unknown) => void) => {
    state.listener = on;
  },
}));

const due: FallbackOptionsData = {
  mission_id: 7,
  due: true,
  choices: (['extend', 'widen', 'raise', 'cancel'] as const).map((kind) => ({
    kind,
    available: true,
    reason: null,
  })),
  extensions_left: 2,
  extensions_allowed: 2,
  widen_km: 30,
  widened_km: null,
  reach: [{ adliye_id: 3403, adliye_name: 'Bakırköy Adliyesi', distance_m: 12_800 }],
  price: 750,
  suggested_budget: null,
  window_ends_at: '2026-03-10T09:15:00.000Z',
};

let unmount = () => {};
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

function mount(options: FallbackOptionsData | undefined) {
  state.options = options;
  const toasts: Toast[] = [];
  bindOutcomes({ notify: (t) => toasts.push(t), navigate: () => {} });
  const onChanged = vi.fn();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<FallbackSection missionId={7} onChanged={onChanged} />));
  unmount = () => act(() => root.unmount());
  return { toasts, onChanged };
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('the owner’s choices on the applicants page', () => {
  it('shows nothing while the choices are not due', () => {
    mount({ ...due, due: false });
    expect(document.querySelector('[data-slot="fallback-panel"]')).toBeNull();
  });

  it('takes a choice through the action, tells its message, and reads the task again', async () => {
    state.takeFallback.mockResolvedValue({ status: 'true', message: 'Başvuru süresi 15 dakika uzatıldı.' });
    const { toasts, onChanged } = mount(due);
    await act(async () => button('Süreyi Uzat').click());
    expect(state.takeFallback).toHaveBeenCalledWith(7, 'extend', undefined);
    expect(toasts).toEqual([{ kind: 'success', text: 'Başvuru süresi 15 dakika uzatıldı.' }]);
    expect(state.mutate).toHaveBeenCalled();
    expect(onChanged).toHaveBeenCalled();
  });

  it('a refused budget shows its reason under the field, not as a toast', async () => {
    const reason = 'Yeni bütçe mevcut bütçeden düşük olamaz.';
    state.takeFallback.mockRejectedValue(
      new ApiError(
        422,
        { message: reason, errors: { mission_price: [reason] } },
        { toast: { kind: 'error', text: reason } },
      ),
    );
    const { toasts } = mount(due);
    await act(async () => button('Bütçeyi Artır').click());
    expect(state.takeFallback).toHaveBeenCalledWith(7, 'raise', 750);
    expect(document.querySelector('[data-slot="field-error"]')?.textContent).toBe(reason);
    expect(toasts).toEqual([]);
  });

  it('a change of the task heard live reads it again', () => {
    const { onChanged } = mount(due);
    act(() => state.listener?.({ missionId: 7, missionStatus: 0, change: 'no_applicants' }));
    act(() => state.listener?.({ missionId: 8, missionStatus: 0, change: 'no_applicants' }));
    expect(state.mutate).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
