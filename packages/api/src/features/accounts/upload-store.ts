// Avatar uploads: only real JPEG, PNG or WebP (by content, not by name), at most 5 MB, decoded
// and re-encoded by sharp (which drops EXIF/GPS and any payload hidden in the original bytes).
import type { Db } from '@courtside/db'
import sharp from 'sharp'
import type { FileStorage } from '../../adapters/storage.ts'
import { AppError } from '../../lib/errors.ts'
import { setUserAvatar } from './user-store.ts'

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const AVATAR_SIZE = 512
export const AVATAR_URL_PREFIX = '/bff/upload/'

export type ImageType = 'jpeg' | 'png' | 'webp'

/** Magic numbers: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP "RIFF" … "WEBP". */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png'
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp'
  }
  return null
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Strict base64 (optionally a data: URL); anything else is a 400, never a guess. */
export function decodeBase64File(file: string): Buffer {
  const payload = file.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '')
  if (!payload || payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw new AppError(400, 'INVALID_BASE64', 'The file is not valid base64')
  }
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0
  if ((payload.length / 4) * 3 - padding > MAX_UPLOAD_BYTES) {
    throw new AppError(413, 'FILE_TOO_LARGE', 'The file is larger than 5 MB')
  }
  return Buffer.from(payload, 'base64')
}

export async function saveProfileAvatar(options: {
  db: Db
  storage: FileStorage
  userId: number
  fileName: string
  file: string
}): Promise<{ avatar: string }> {
  const { db, storage, userId } = options
  if (!/\.(jpe?g|png|webp)$/i.test(options.fileName)) {
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a JPEG, PNG or WebP image')
  }
  const bytes = decodeBase64File(options.file)
  if (!sniffImageType(bytes))
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a JPEG, PNG or WebP image')
  let output: Buffer
  try {
    output = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new AppError(415, 'INVALID_IMAGE', 'The image could not be read')
  }
  const key = await storage.put({ folder: 'avatars', bytes: output, extension: 'webp' })
  const avatar = `${AVATAR_URL_PREFIX}${key}`
  const previous = await setUserAvatar({ db, userId, avatar })
  if (previous?.startsWith(AVATAR_URL_PREFIX)) await storage.remove(previous.slice(AVATAR_URL_PREFIX.length))
  return { avatar }
}
