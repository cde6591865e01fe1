import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, createTestApp, type TestApp } from '../../test/databases.ts'
import { asUser, errorCode, signUpAndIn, type Session } from '../../test/test-session.ts'

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#118051' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'GPS 48.1,11.5' } })
    .toBuffer()
}

describe.each(DATABASE_KINDS)('avatar upload on %s', (kind) => {
  let t: TestApp
  let user: Session
  beforeAll(async () => {
    t = await createTestApp(kind)
    user = await signUpAndIn(t, 'pic@example.com')
  })
  afterAll(async () => {
    await t.database.close()
  })

  const upload = (body: unknown, session = user) =>
    asUser(t, session, '/bff/upload-base64/profile', { method: 'POST', body })

  it('re-encodes a real JPEG to a 512px WebP without EXIF and serves it', async () => {
    const original = await jpegWithExif()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const res = await upload({
      fileName: 'me.jpg',
      file: `data:image/jpeg;base64,${original.toString('base64')}`,
    })
    expect(res.status).toBe(200)
    const { avatar } = (await res.json()) as { avatar: string }
    expect(avatar).toMatch(/^\/bff\/upload\/avatars\/[a-z0-9-]+\.webp$/)
    const served = await t.app.request(avatar)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    const bytes = Buffer.from(await served.arrayBuffer())
    const meta = await sharp(bytes).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 })
    expect(meta.exif).toBeUndefined()
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false)
    const me = (await (await asUser(t, user, '/bff/user/me')).json()) as { avatar: string | null }
    expect(me.avatar).toBe(avatar)
  })

  it('accepts PNG and WebP', async () => {
    for (const format of ['png', 'webp'] as const) {
      const image = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#fff' } })
        .toFormat(format)
        .toBuffer()
      expect((await upload({ fileName: `a.${format}`, file: image.toString('base64') })).status).toBe(200)
    }
  })

  it('rejects other types disguised by their extension', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer()
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    for (const [fileName, bytes] of [
      ['cat.png', gif],
      ['cat.jpg', svg],
      ['cat.webp', html],
    ] as const) {
      const res = await upload({ fileName, file: bytes.toString('base64') })
      expect(res.status).toBe(415)
      expect(await errorCode(res)).toBe('UNSUPPORTED_FILE_TYPE')
    }
    // Right magic bytes, broken body.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])
    expect((await upload({ fileName: 'x.jpg', file: fake.toString('base64') })).status).toBe(415)
    // A real image under a non-image name.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    expect((await upload({ fileName: 'x.exe', file: png.toString('base64') })).status).toBe(415)
  })

  it('rejects files over 5 MB', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1)
    big.set([0xff, 0xd8, 0xff])
    const res = await upload({ fileName: 'big.jpg', file: big.toString('base64') })
    expect(res.status).toBe(413)
    expect(await errorCode(res)).toBe('FILE_TOO_LARGE')
  })

  it('rejects broken base64', async () => {
    for (const file of ['not base64!!', 'abc', '====', 'data:image/png;base64,@@@@', '']) {
      const res = await upload({ fileName: 'a.png', file })
      expect(res.status).toBe(400)
    }
  })

  it('needs a session and the CSRF token', async () => {
    const res = await t.app.request('/bff/upload-base64/profile', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: 'a.png', file: 'AAAA' }),
    })
    expect(res.status).toBe(401)
    expect(
      (await asUser(t, user, '/bff/upload-base64/profile', { method: 'POST', body: {}, csrf: null })).status,
    ).toBe(403)
  })

  it('refuses path tricks when serving files', async () => {
    for (const path of [
      '/bff/upload/avatars/..%2F..%2Fetc%2Fpasswd',
      '/bff/upload/..%2Fpglite/x.webp',
      '/bff/upload/avatars/x.svg',
    ]) {
      expect((await t.app.request(path)).status).toBe(404)
    }
  })
})
