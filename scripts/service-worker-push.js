/* global self */
// Web Push in the player app's service worker (docs/web-push.md), appended to the sw.js Workbox
// generates (scripts/build-service-worker.mjs). The server sends { title, body, url, tag } in
// the player's words (server/services/live/web-push.ts); the tag is the event's, so a device
// that hears of one event twice shows it once. A tap opens the screen it names, in a window of
// the app if one is open.
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data && event.data.json();
  } catch {
    return;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icon-192.png',
      data: { url: typeof message.url === 'string' ? message.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin);
  // Only the app's own screens: a push names a path, never another site.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // Focusing may be refused (no user gesture reached the worker): the window is navigated anyway.
        const focused = await open.focus().catch(() => open);
        await (focused || open).navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
