import type { GuaranteePage } from '@meslektas/domain';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GuaranteePaymentPage from './guarantee-payment-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const api = vi.hoisted(() => ({
  view: vi.fn(),
  card: vi.fn(),
  code: vi.fn(),
  selectUser: vi.fn(),
  checkout: vi.fn(),
  openCheckout: vi.fn(),
}));
vi.mock('../../../lib/api-client.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  callApi: api.view,
}));
vi.mock('../api/send-guarantee-card.ts', () => ({ sendGuaranteeCard: api.card }));
vi.mock('../api/send-guarantee-code.ts', () => ({ sendGuaranteeCode: api.code }));
vi.mock('../../../api/select-user.ts', () => ({ selectUser: api.selectUser }));
vi.mock('../api/start-guarantee-checkout.ts', () => ({ startGuaranteeCheckout: api.checkout }));
vi.mock('../../payment/open-checkout.ts', () => ({ openCheckout: api.openCheckout }));

const page = (over: Partial<GuaranteePage['guarantee']> = {}, rest: Partial<GuaranteePage> = {}) => ({
  guarantee: {
    id: 5,
    mission_id: 31,
    state: 'pending_3ds' as const,
    state_text: 'Ödeme bekleniyor',
    budget: 750,
    fee: 0,
    total: 750,
    released: 0,
    refunded: 0,
    reserved_until: '2099-01-01T10:00:00.000Z',
    auto_release_at: null,
    frozen: false,
    ...over,
  },
  title: 'Dosya İnceleme ve Fotokopi · Çağlayan Adliyesi · 16.03.2026',
  assignee_id: 42,
  assignee_name: 'Av. Mehmet Demir',
  card_last4: '0001',
  failure_reason: null,
  provider: 'sandbox' as const,
  ...rest,
});

async function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/guvenceli-odeme/31']}>
          <Routes>
            <Route path="/guvenceli-odeme/:missionId" element={<GuaranteePaymentPage />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>,
    ),
  );
  const code = (value: string) =>
    act(async () => {
      const field = host.querySelector<HTMLInputElement>('input[name="code"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      host.querySelector('form')!.requestSubmit();
    });
  const button = (text: string) =>
    [...host.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  return { host, code, button, unmount: () => act(() => root.unmount()) };
}

describe('GuaranteePaymentPage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.resetAllMocks();
  });

  it('given the 3-D Secure step / when the right code is sent / shows the money held and the assignee', async () => {
    api.view.mockResolvedValue({ data: page() });
    api.code.mockResolvedValueOnce(page({ state: 'held', state_text: 'Ödeme güvencede' }));
    const view = await mount();
    await view.code('123456');
    expect(api.code).toHaveBeenCalledWith(5, '123456');
    expect(view.host.textContent).toContain('Ödeme güvencede. Görev Av. Mehmet Demir adlı avukata atandı.');
    view.unmount();
  });

  it('given a failed payment / shows why, and Tekrar Dene chooses the same applicant again', async () => {
    api.view.mockResolvedValue({
      data: page(
        { state: 'failed', state_text: 'Ödeme alınamadı' },
        { failure_reason: 'Kartınızın limiti yetersiz.' },
      ),
    });
    api.selectUser.mockResolvedValueOnce({ status: 'true', message: '', data: { missionId: 31 } });
    const view = await mount();
    expect(view.host.textContent).toContain('Kartınızın limiti yetersiz.');
    await act(async () => view.button('Tekrar Dene')!.click());
    expect(api.selectUser).toHaveBeenCalledWith(31, 42, 0);
    view.unmount();
  });

  it('given iyzico and a new attempt / opens iyzico’s form once, and the page waits without the sandbox cards', async () => {
    api.view.mockResolvedValue({
      data: page({ state: 'created' }, { provider: 'iyzico', card_last4: null }),
    });
    api.checkout.mockResolvedValueOnce({
      data: page({ state: 'pending_3ds' }, { provider: 'iyzico', card_last4: null }),
      checkout_url: 'https://sandbox-cpp.iyzipay.com/?token=abc',
    });
    const view = await mount();
    expect(api.checkout).toHaveBeenCalledTimes(1);
    expect(api.checkout).toHaveBeenCalledWith(5);
    expect(api.openCheckout).toHaveBeenCalledWith('https://sandbox-cpp.iyzipay.com/?token=abc');
    expect(view.host.querySelector('input[name="code"]')).toBeNull();
    expect(view.host.textContent).not.toContain('Deneme ortamında');
    expect(view.host.querySelector('[data-stage]')?.getAttribute('data-stage')).toBe('card');
    view.unmount();
  });

  it('given iyzico’s form was opened and left / opens the same form again only on the button', async () => {
    api.view.mockResolvedValue({
      data: page({ state: 'pending_3ds' }, { provider: 'iyzico', card_last4: null }),
    });
    api.checkout.mockResolvedValueOnce({
      data: page({ state: 'pending_3ds' }, { provider: 'iyzico', card_last4: null }),
      checkout_url: 'https://sandbox-cpp.iyzipay.com/?token=abc',
    });
    const view = await mount();
    expect(api.checkout).not.toHaveBeenCalled();
    await act(async () => view.button('Ödeme Formunu Yeniden Aç')!.click());
    expect(api.checkout).toHaveBeenCalledWith(5);
    expect(api.openCheckout).toHaveBeenCalledWith('https://sandbox-cpp.iyzipay.com/?token=abc');
    view.unmount();
  });

  it('given iyzico sent the browser back / shows the money held without opening the form again', async () => {
    api.view.mockResolvedValue({
      data: page({ state: 'held', state_text: 'Ödeme güvencede' }, { provider: 'iyzico' }),
    });
    const view = await mount();
    expect(view.host.textContent).toContain('Ödeme güvencede. Görev Av. Mehmet Demir adlı avukata atandı.');
    expect(api.checkout).not.toHaveBeenCalled();
    expect(api.openCheckout).not.toHaveBeenCalled();
    view.unmount();
  });

  it('given the sandbox and a new attempt / shows the card form with the test cards and opens no form', async () => {
    api.view.mockResolvedValue({ data: page({ state: 'created' }, { card_last4: null }) });
    const view = await mount();
    expect(view.host.querySelector('[data-stage]')?.getAttribute('data-stage')).toBe('card');
    expect(api.checkout).not.toHaveBeenCalled();
    expect(view.button('Ödeme Formunu Yeniden Aç')).toBeUndefined();
    view.unmount();
  });
});
