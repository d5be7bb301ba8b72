import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazyDialog } from './lazy-dialog.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

type Props = { open: boolean; text: string };

describe('lazyDialog', () => {
  it('draws nothing while never opened, fetches its code after the first paint, and stays mounted once opened', async () => {
    let loads = 0;
    const Dialog = lazyDialog<Props>(async () => {
      loads += 1;
      return ({ open, text }: Props) => (
        <div role="dialog" data-open={String(open)}>
          {text}
        </div>
      );
    });
    await act(async () => root.render(<Dialog open={false} text="Duyuru" />));
    expect(host.innerHTML).toBe('');
    expect(loads).toBe(1);
    await act(async () => root.render(<Dialog open text="Duyuru" />));
    expect(host.querySelector('[role="dialog"]')?.getAttribute('data-open')).toBe('true');
    await act(async () => root.render(<Dialog open={false} text="Duyuru" />));
    // Still there, closed: the real dialog decides what a closed state draws and where focus goes.
    expect(host.querySelector('[role="dialog"]')?.getAttribute('data-open')).toBe('false');
    expect(loads).toBe(1);
  });
});
