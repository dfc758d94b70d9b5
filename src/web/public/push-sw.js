/*
 * The push part of the offline worker (docs/decisions/086-web-push.md): the generated /sw.js imports this file
 * (vite.config.ts, workbox.importScripts), so it runs in the worker's own scope, as plain script. A push shows
 * its notification (the payload the server words: title, body, the page to open, a tag that replaces the last
 * notification about the same conversation or sale); a tap focuses a tab already on that page, else opens it.
 */

const FALLBACK = { title: 'PassItOn', body: '', url: '/', tag: 'passiton' };

/** The payload, or the fallback: a push must always show something (userVisibleOnly). */
function readPush(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === 'string' && typeof data.body === 'string') {
      const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
      return { title: data.title, body: data.body, url, tag: typeof data.tag === 'string' ? data.tag : url };
    }
  } catch {
    // Not JSON: shown as the fallback below.
  }
  return FALLBACK;
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      tag: push.tag,
      renotify: true,
      icon: '/icons/icon-192.png',
      data: { url: push.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((tab) => tab.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
