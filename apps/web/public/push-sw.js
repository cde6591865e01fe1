// Courtside's service worker, for Web Push only (issue 15: "your match is called to court 3"):
// shows the notification the server sent and opens its page on a click. It caches nothing — the
// site works without it, and a page never comes from an old copy.
self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
  } catch {
    data = { body: event.data ? event.data.text() : '' }
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Courtside', {
      body: data.body || '',
      icon: '/favicon.svg',
      data: { url: data.url || '/' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  // Only this site's own pages: a notification never opens another origin.
  let target = new URL('/', self.location.origin)
  try {
    const url = new URL(event.notification.data && event.notification.data.url, self.location.origin)
    if (url.origin === self.location.origin) target = url
  } catch {
    // keep the home page
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target.href)
      return open ? open.focus() : self.clients.openWindow(target.href)
    }),
  )
})
