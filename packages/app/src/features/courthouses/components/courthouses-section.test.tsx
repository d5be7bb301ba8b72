import type { MyCourthouses } from '@meslektas/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { type Toast, bindOutcomes } from '../../../lib/outcomes.ts';
import { CourthousesSection } from './courthouses-section.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const state = vi.hoisted(() => ({
  mine: undefined as unknown,
  updateCourthouses: vi.fn(),
  updateBarAndCourthouses: vi.fn(),
}));
vi.mock('../../../api/get-my-courthouses.ts', () => ({
  myCourthousesKey: ['/user/getAdliyeData', ''],
  useMyCourthouses: () => ({ data: state.mine }),
}));
vi.mock('../api/update-courthouses.ts', () => ({ updateCourthouses: state.updateCourthouses }));
vi.mock('../api/update-bar-and-courthouses.ts', () => ({
  updateBarAndCourthouses: state.updateBarAndCourthouses,
}));
vi.mock('../../../api/get-bars.ts', () => ({
  useBars: () => ({
    data: [
      { baro_id: 6, name: 'Ankara Barosu' },
      { baro_id: 34, name: 'İstanbul Barosu' },
    ],
  }),
}));
vi.mock('../../../api/get-courthouses.ts', () => ({
  useCourthouses: (baroId: number | null) => ({
    data: baroId === 6 ? [{ adliye_id: 601, name: 'Ankara Adliyesi' }] : undefined,
  }),
}));

const istanbul = (overrides: Partial<MyCourthouses> = {}): MyCourthouses => ({
  baro_id: 34,
  baroName: 'İstanbul Barosu',
  selected: [3401],
  adliyeler: [
    { adliye_id: 3401, name: 'Çağlayan Adliyesi', selected: true },
    { adliye_id: 3403, name: 'Bakırköy Adliyesi', selected: false },
  ],
  baroChange: true,
  barChangeRights: 0,
  ...overrides,
});

let unmount = () => {};
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
  vi.clearAllMocks();
});

function mount(mine: MyCourthouses) {
  state.mine = mine;
  const toasts: Toast[] = [];
  const visited: string[] = [];
  bindOutcomes({ notify: (t) => toasts.push(t), navigate: (to) => visited.push(to) });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <CourthousesSection />
      </SWRConfig>,
    ),
  );
  unmount = () => act(() => root.unmount());
  return { toasts, visited };
}

const barSelect = () => document.querySelector<HTMLSelectElement>('select[name="baro_id"]')!;
const box = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[role="checkbox"]')].find(
    (b) => document.querySelector(`label[for="${b.id}"]`)?.textContent === name,
  );
const saveButton = () =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === 'Kaydet') as HTMLButtonElement;

function chooseBar(value: string) {
  act(() => {
    barSelect().value = value;
    barSelect().dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function click(el: HTMLElement | undefined) {
  await act(async () => {
    el?.click();
    await Promise.resolve();
  });
}

describe('the courthouses section', () => {
  it('given no bar change right / another bar opens the Uyarı dialog, keeps the bar, and pays', async () => {
    const { visited } = mount(istanbul());
    chooseBar('6');
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Uyarı');
    expect(dialog?.textContent).toContain('Güncelleme Yapma Hakkınız Yoktur. Lütfen Ödeme Yapınız');
    expect(barSelect().value).toBe('34');
    expect(box('Çağlayan Adliyesi')?.getAttribute('aria-checked')).toBe('true');
    const pay = [...dialog!.querySelectorAll('button')].find((b) => b.textContent === 'Ödeme Yap');
    await click(pay);
    expect(visited).toEqual(['/payment/baro_change']);
    expect(state.updateBarAndCourthouses).not.toHaveBeenCalled();
  });

  it('given a right / another bar clears the ticks, asks for a courthouse, then saves bar and courthouses', async () => {
    state.updateBarAndCourthouses.mockResolvedValue({
      status: 'true',
      message: 'Baronuz ve görev adliyeleriniz güncellendi.',
      data: istanbul({ baro_id: 6, selected: [601] }),
    });
    const { toasts } = mount(istanbul({ baroChange: false, barChangeRights: 1 }));
    chooseBar('6');
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(box('Ankara Adliyesi')?.getAttribute('aria-checked')).toBe('false');
    await click(saveButton());
    expect(document.body.textContent).toContain('Adliye Seçimi Yapınız');
    await click(box('Ankara Adliyesi'));
    await click(saveButton());
    expect(state.updateBarAndCourthouses).toHaveBeenCalledWith(6, [601]);
    expect(toasts).toContainEqual({ kind: 'success', text: 'Baronuz ve görev adliyeleriniz güncellendi.' });
  });

  it('given the same bar / saves only the courthouses', async () => {
    state.updateCourthouses.mockResolvedValue({
      status: 'true',
      message: 'Görev adliyeleriniz güncellendi.',
      data: istanbul({ selected: [3401, 3403] }),
    });
    mount(istanbul());
    await click(box('Bakırköy Adliyesi'));
    await click(saveButton());
    expect(state.updateCourthouses).toHaveBeenCalledWith([3401, 3403]);
    expect(state.updateBarAndCourthouses).not.toHaveBeenCalled();
  });

  it('given a 422 of the bar change / shows the field error and nothing else', async () => {
    state.updateBarAndCourthouses.mockRejectedValue(
      new ApiError(422, { errors: { adliye_id: ['Seçtiğiniz adliyeler baronuza bağlı olmalıdır.'] } }, {}),
    );
    const { toasts, visited } = mount(istanbul({ baroChange: false, barChangeRights: 1 }));
    chooseBar('6');
    await click(box('Ankara Adliyesi'));
    await click(saveButton());
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Seçtiğiniz adliyeler baronuza bağlı olmalıdır.',
    );
    expect(toasts).toEqual([]);
    expect(visited).toEqual([]);
  });
});
