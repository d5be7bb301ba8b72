import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('the invoice section / leads to /updateInvoice', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<MemoryRouter>{contents['fatura-bilgileri']()}</MemoryRouter>));
    unmount = () => act(() => root.unmount());
    // A section's code loads when it is first opened.
    const link = await vi.waitFor(() => {
      const found = [...host.querySelectorAll('a')].find(
        (a) => a.textContent === 'Fatura Bilgilerini Düzenle',
      );
      if (!found) throw new Error('the invoice section has not loaded');
      return found;
    });
    expect(link.getAttribute('href')).toBe('/updateInvoice');
  });
});
