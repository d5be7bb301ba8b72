import * as React from 'react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rootPerTest } from './test-root.ts';
import { Slot } from './slot.tsx';

const mounted = rootPerTest();

describe('Slot', () => {
  it('renders the child with the merged props: classes joined, styles merged, the child winning the rest', () => {
    act(() =>
      mounted.root.render(
        <Slot className="btn" style={{ color: 'red', margin: '1px' }} data-slot="button" title="dış">
          <a href="/gorevler" className="link" style={{ color: 'blue' }} title="iç">
            Görevler
          </a>
        </Slot>,
      ),
    );
    const link = mounted.host.querySelector('a')!;
    expect(link.className).toBe('btn link');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
    expect(link.title).toBe('iç');
    expect(link.getAttribute('data-slot')).toBe('button');
    expect(link.getAttribute('href')).toBe('/gorevler');
  });

  it("runs the child's handler first, then its own, and gives both refs the element", () => {
    const calls: string[] = [];
    const own = React.createRef<HTMLElement>();
    const child = vi.fn();
    act(() =>
      mounted.root.render(
        <Slot ref={own} onClick={() => calls.push('slot')}>
          <button type="button" ref={child} onClick={() => calls.push('child')} />
        </Slot>,
      ),
    );
    act(() => mounted.host.querySelector('button')!.click());
    expect(calls).toEqual(['child', 'slot']);
    expect(own.current).toBe(mounted.host.querySelector('button'));
    expect(child).toHaveBeenCalledWith(mounted.host.querySelector('button'));
  });

  it('renders nothing without an element child', () => {
    act(() => mounted.root.render(<Slot className="btn">metin</Slot>));
    expect(mounted.host.innerHTML).toBe('');
  });
});
