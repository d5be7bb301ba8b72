import type { TicketOption, User } from '@meslektas/domain';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SupportRoute from './support.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const state = vi.hoisted(() => ({ sendTicket: vi.fn(), saved: undefined as (() => void) | undefined }));
vi.mock('../features/support-tickets/api/tickets.ts', () => ({
  useTickets: () => ({
    data: {
      options: [
        {
          key: 'baro_degisikligi',
          value: 3,
          text: 'Baro veya adliye değişikliği',
          redirect: 'baro_change',
          type: null,
        },
      ] as TicketOption[],
      tickets: [],
    },
    mutate: vi.fn(),
  }),
  sendTicket: state.sendTicket,
}));
vi.mock('../hooks/use-current-user.ts', () => ({
  useCurrentUser: () => ({ data: { id: 7, baroChange: false } as Partial<User> }),
}));
vi.mock('../lib/use-realtime.ts', () => ({ usePrivateEvent: () => undefined }));
// The settings' section itself is tested in courthouses-section.test.tsx; here: that it is the one shown.
vi.mock('../features/courthouses/components/courthouses-section.tsx', () => ({
  CourthousesSection: ({ onSaved }: { onSaved?: () => void }) => {
    state.saved = onSaved;
    return createElement('p', null, 'the settings courthouses section');
  },
}));

let unmount = () => {};
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
});

describe('the support page’s bar-change subject', () => {
  it('opens the settings’ bar and courthouse change, files no ticket, and closes once saved', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    act(() => root.render(createElement(MemoryRouter, null, createElement(SupportRoute))));
    unmount = () => act(() => root.unmount());
    const subject = host.querySelector<HTMLSelectElement>('select[name="subject"]')!;
    act(() => {
      subject.value = '3';
      subject.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const dialog = () => document.querySelector('[role="dialog"]');
    // The dialog's and the section's code load when the dialog first opens.
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('the settings courthouses section'));
    expect(dialog()?.textContent).toContain('Baro ve Adliye Değişikliği');
    await act(async () => state.saved?.());
    expect(dialog()).toBeNull();
    expect(state.sendTicket).not.toHaveBeenCalled();
  });
});
