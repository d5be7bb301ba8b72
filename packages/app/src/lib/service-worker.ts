import { whenSettled } from './settled.ts';

let registering: Promise<ServiceWorkerRegistration> | undefined;

/** Registers the app's service worker (`/sw.js`, built by vite-plugin-pwa), once. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  registering ??= navigator.serviceWorker.register('/sw.js', { scope: '/' });
  return registering;
}

/**
 * Registers the worker after the page's load and once the first screen is settled (lib/settled.ts).
 * Installing it downloads every screen's files for offline use; begun any earlier, that would
 * compete with the first screen's chunk and reads for a phone's network and cores.
 */
export function registerServiceWorkerWhenSettled(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () =>
    void whenSettled()
      .then(registerServiceWorker)
      // Not registered (a private window, an insecure origin): the app works without it.
      .catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
