import { Button } from '@meslektas/ui';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { bindOutcomes, type Toast } from '../lib/outcomes.ts';
import { useAction } from './use-action.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Harness({ action }: { action: () => Promise<void> }) {
  const { run, busy } = useAction(action);
  return (
    <Button busy={busy} onClick={() => void run()}>
      Gönder
    </Button>
  );
}

function mount(action: () => Promise<void>) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<Harness action={action} />));
  return { button: () => host.querySelector('button')!, unmount: () => act(() => root.unmount()) };
}

describe('useAction', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('given a running request / the button is disabled and a second click sends nothing', async () => {
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const view = mount(action);
    await act(async () => view.button().click());
    expect(view.button().disabled).toBe(true);
    await act(async () => view.button().dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(view.button().disabled).toBe(false);
    view.unmount();
  });

  it('when the request fails / its mapped outcome is performed and the button comes back', async () => {
    const shown: Toast[] = [];
    bindOutcomes({ notify: (t) => shown.push(t) });
    const view = mount(async () => {
      throw new ApiError(422, {}, { toast: { kind: 'error', text: 'Puan 1 ile 5 arasında olmalıdır.' } });
    });
    await act(async () => view.button().click());
    expect(shown).toEqual([{ kind: 'error', text: 'Puan 1 ile 5 arasında olmalıdır.' }]);
    expect(view.button().disabled).toBe(false);
    view.unmount();
  });
});
