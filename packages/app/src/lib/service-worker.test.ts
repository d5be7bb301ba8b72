import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The first screen's settling, released by the test. */
const settling = vi.hoisted(() => ({ release: () => undefined as void }));
vi.mock('./settled.ts', () => ({
  whenSettled: () => new Promise<void>((resolve) => (settling.release = resolve)),
}));

const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let readyState: DocumentReadyState = 'loading';

describe('registering the service worker', () => {
  beforeEach(() => {
    vi.resetModules();
    register.mockClear();
    readyState = 'loading';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register } });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('given a page still loading / registers only after its load and once its first screen is settled', async () => {
    const { registerServiceWorkerWhenSettled } = await import('./service-worker.ts');
    registerServiceWorkerWhenSettled();
    settling.release();
    await flush();
    expect(register).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await flush();
    // Loaded, but the first screen is still drawing with its reads.
    expect(register).not.toHaveBeenCalled();
    settling.release();
    await flush();
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('given a page already loaded / waits for the first screen only, and registers once however often it is asked', async () => {
    readyState = 'complete';
    const { registerServiceWorker, registerServiceWorkerWhenSettled } = await import('./service-worker.ts');
    registerServiceWorkerWhenSettled();
    await flush();
    expect(register).not.toHaveBeenCalled();
    settling.release();
    await registerServiceWorker();
    await flush();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('given a browser that refuses the worker / the page goes on without it', async () => {
    readyState = 'complete';
    register.mockRejectedValueOnce(new DOMException('insecure', 'SecurityError'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { registerServiceWorkerWhenSettled } = await import('./service-worker.ts');
    registerServiceWorkerWhenSettled();
    settling.release();
    await flush();
    await flush();
    process.off('unhandledRejection', unhandled);
    expect(register).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
