// Web push for the service worker that vite-plugin-pwa generates (it loads this file with
// importScripts). A push carries { title, body, url, tag }; clicking it opens or focuses `url`.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = message.title || 'Meslektaş';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      tag: message.tag,
      lang: 'tr',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url || '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  // Only our own pages: a payload cannot send the lawyer elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const same = windows.find((w) => w.url === url);
      if (same) return same.focus();
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        const navigated = await focused.navigate(url).catch(() => null);
        if (navigated) return navigated;
      }
      return self.clients.openWindow(url);
    }),
  );
});
