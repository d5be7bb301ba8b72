import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindOutcomes, perform, type Toast } from '../lib/outcomes.ts';
import { OutcomeModalHost } from './outcome-modal-host.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);
const modalMessage = 'Çağlayan Adliyesi için kayıtlı meslektaşınız bulunmamaktadır.';

describe('OutcomeModalHost', () => {
  const shown: Toast[] = [];
  const visited: string[] = [];
  let root: Root;

  // The dialog's code is a chunk of its own; loading it up front lets each act() below finish
  // the render (the lazy component still suspends once, for a microtask).
  beforeAll(() => import('./outcome-modal.tsx'));

  beforeEach(() => {
    shown.length = 0;
    visited.length = 0;
    bindOutcomes({ notify: (t) => shown.push(t), navigate: (to) => visited.push(to) });
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    act(() => root.render(<OutcomeModalHost />));
  });

  afterEach(() => {
    act(() => root.unmount());
    document.body.innerHTML = '';
  });

  it('given an outcome with a modal / shows a dialog with its text and no toast', async () => {
    await act(async () => perform({ modal: { text: modalMessage } }));
    expect(dialog()?.textContent).toContain(modalMessage);
    // Without a title of its own the dialog is titled 'Bilgi'.
    const title = document.getElementById(dialog()!.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Bilgi');
    expect(shown).toEqual([]);
    expect(visited).toEqual([]);

    await act(async () => button('Kapat')!.click());
    expect(dialog()).toBeNull();
  });

  it('when its action is chosen / closes the dialog and goes to the action address', async () => {
    await act(async () =>
      perform({
        modal: {
          title: 'Adliye Seçimi',
          text: modalMessage,
          action: { label: 'Adliyelerimi Seç', to: '/arsiv' },
        },
      }),
    );
    expect(dialog()!.textContent).toContain('Adliye Seçimi');

    await act(async () => button('Adliyelerimi Seç')!.click());
    expect(visited).toEqual(['/arsiv']);
    expect(dialog()).toBeNull();
    expect(shown).toEqual([]);
  });
});
