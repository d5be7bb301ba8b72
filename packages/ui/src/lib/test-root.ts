import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A React root on a fresh element of the page for each test of the file, removed after it. */
export function rootPerTest(): { readonly host: HTMLDivElement; readonly root: Root } {
  const mounted = {} as { host: HTMLDivElement; root: Root };
  beforeEach(() => {
    mounted.host = document.createElement('div');
    document.body.append(mounted.host);
    mounted.root = createRoot(mounted.host);
  });
  afterEach(() => {
    act(() => mounted.root.unmount());
    mounted.host.remove();
  });
  return mounted;
}
