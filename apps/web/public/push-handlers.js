/* Web Push in the app's service worker (decision 0008), loaded by Workbox's importScripts. */

/** Only a path of this app opens from a notice: never an outside address. */
function appPath(value) {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}

// A push carries small JSON (title, body, url, tag) in the recipient's language; a repeat with the same tag
// replaces the earlier notice.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const tag = typeof data.tag === 'string' ? data.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Vitrina', {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: appPath(data.url) },
      ...(tag ? { tag, renotify: true } : {}),
    }),
  );
});

// A click opens the notice's page: in a tab of the app already open if there is one, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(appPath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        try {
          const shown = 'navigate' in tab ? await tab.navigate(url) : tab;
          await (shown || tab).focus();
          return;
        } catch {
          // A tab this worker does not control cannot be navigated: a new one opens instead.
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});
