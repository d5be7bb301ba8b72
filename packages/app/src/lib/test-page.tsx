import { type ReactNode, act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach } from 'vitest';

/** Lets what a render started (an answer, an effect) land before the test reads on. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** The page of a file's component tests, as {@link pagePerTest} keeps it. */
interface TestPage {
  /** The element the components render into. */
  host: HTMLDivElement;
  /** Shows `node` with a fresh SWR cache of its own. */
  render(node: ReactNode): void;
  /** A new root on the same element, as another visit of the page starts. */
  remount(): void;
}

/**
 * A fresh element and React root before each test of the file, unmounted with the page emptied
 * after it.
 */
export function pagePerTest(): TestPage {
  let root: Root;
  const page: TestPage = {
    host: document.createElement('div'),
    render: (node) =>
      act(() =>
        root.render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{node}</SWRConfig>),
      ),
    remount: () => {
      act(() => root.unmount());
      root = createRoot(page.host);
    },
  };
  beforeEach(() => {
    page.host = document.body.appendChild(document.createElement('div'));
    root = createRoot(page.host);
  });
  afterEach(() => {
    act(() => root.unmount());
    document.body.innerHTML = '';
  });
  return page;
}
