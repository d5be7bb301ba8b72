import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { rootPerTest } from './test-root.ts';
import { lazyDialog } from './lazy-dialog.tsx';

const mounted = rootPerTest();

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
    await act(async () => mounted.root.render(<Dialog open={false} text="Duyuru" />));
    expect(mounted.host.innerHTML).toBe('');
    expect(loads).toBe(1);
    await act(async () => mounted.root.render(<Dialog open text="Duyuru" />));
    expect(mounted.host.querySelector('[role="dialog"]')?.getAttribute('data-open')).toBe('true');
    await act(async () => mounted.root.render(<Dialog open={false} text="Duyuru" />));
    // Still there, closed: the real dialog decides what a closed state draws and where focus goes.
    expect(mounted.host.querySelector('[role="dialog"]')?.getAttribute('data-open')).toBe('false');
    expect(loads).toBe(1);
  });
});
