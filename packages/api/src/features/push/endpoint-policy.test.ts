import { describe, expect, it } from 'vitest'
import { isAllowedPushEndpoint } from './endpoint-policy.ts'

describe('push endpoint policy', () => {
  it('accepts the browsers’ push services over https', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc:def')).toBe(true)
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/gAAA')).toBe(true)
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGuQ')).toBe(true)
    expect(isAllowedPushEndpoint('https://wns2-par02p.notify.windows.com/w/?token=x')).toBe(true)
  })

  it('refuses other hosts, plain http, ports, credentials and look-alikes', () => {
    expect(isAllowedPushEndpoint('https://169.254.169.254/latest/meta-data')).toBe(false)
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc')).toBe(false)
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/fcm/send/abc')).toBe(false)
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x')).toBe(false)
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x')).toBe(false)
    expect(isAllowedPushEndpoint('https://evilnotify.windows.com/x')).toBe(false)
    expect(isAllowedPushEndpoint('not a url')).toBe(false)
    expect(isAllowedPushEndpoint(`https://fcm.googleapis.com/${'a'.repeat(1000)}`)).toBe(false)
  })

  it('accepts an operator-added host exactly, port included', () => {
    expect(isAllowedPushEndpoint('https://127.0.0.1:4567/push/1', ['127.0.0.1:4567'])).toBe(true)
    expect(isAllowedPushEndpoint('https://127.0.0.1:4568/push/1', ['127.0.0.1:4567'])).toBe(false)
    expect(isAllowedPushEndpoint('http://127.0.0.1:4567/push/1', ['127.0.0.1:4567'])).toBe(false)
  })
})
