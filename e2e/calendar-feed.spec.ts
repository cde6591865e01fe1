// Issue 14: a signed-in player finds "My matches in your calendar" on their profile, creates the
// feed, and its webcal: link points at an address that answers an RFC 5545 calendar without any
// cookie (as a calendar app fetches it); resetting after the confirmation retires the old address.
import { expect, test } from '@playwright/test'
import { createAccount, login, open, uniqueEmail } from './auth-helpers.ts'

test('a player subscribes to their matches and can reset the address', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('calendar')
  await createAccount(request, baseURL ?? '', email)
  await open(page, '/en/login?redirect=%2Fen%2Fprofile')
  await login(page, email)
  await expect(page).toHaveURL(/\/en\/profile$/, { timeout: 20_000 })

  const section = page.getByRole('region', { name: 'My matches in your calendar' })
  await expect(section).toBeVisible()
  await section.getByRole('button', { name: 'Create my calendar link' }).click()
  const subscribe = section.getByRole('link', { name: 'Subscribe in my calendar' })
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\/bff\/calendar\/player\/[\w-]{43}\.ics$/)
  const webcal = (await subscribe.getAttribute('href'))!
  const address = webcal.replace(/^webcal:/, new URL(baseURL ?? '').protocol)
  await expect(section.getByRole('textbox', { name: /Calendar address/ })).toHaveValue(address)
  await expect(section.getByRole('button', { name: 'Copy link' })).toBeVisible()

  // The request fixture carries none of the page's cookies: the address alone is enough.
  const calendar = await request.get(address)
  expect(calendar.status()).toBe(200)
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const text = await calendar.text()
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(text).toContain('X-WR-CALNAME:Courtside')

  await section.getByRole('button', { name: 'Reset the calendar address' }).click()
  await section.getByRole('button', { name: 'Reset address' }).click()
  await expect(subscribe).not.toHaveAttribute('href', webcal)
  expect((await request.get(address)).status()).toBe(404)
  const renewed = (await subscribe.getAttribute('href'))!.replace(/^webcal:/, new URL(baseURL ?? '').protocol)
  expect((await request.get(renewed)).status()).toBe(200)
})
