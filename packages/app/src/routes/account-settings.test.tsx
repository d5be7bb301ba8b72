import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { contents, desktopOrder, mobileOrder } from './account-settings.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let unmount = () => {};
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
});

describe('the settings screens', () => {
  it.each([
    ['desk', desktopOrder],
    ['phone', mobileOrder],
  ])('on the %s / always list Fatura Bilgileri, whatever the profile completeness says', (_, order) => {
    expect(order).toContain('fatura-bilgileri');
  });

  it('the invoice section / leads to /updateInvoice', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(<MemoryRouter>{contents['fatura-bilgileri']()}</MemoryRouter>));
    unmount = () => act(() => root.unmount());
    const link = [...host.querySelectorAll('a')].find((a) => a.textContent === 'Fatura Bilgilerini Düzenle');
    expect(link?.getAttribute('href')).toBe('/updateInvoice');
  });
});
