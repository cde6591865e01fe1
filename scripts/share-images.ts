// Renders the 1200×630 JPEG that social networks show for every SVG picture the site shares
// (issue 13, point 18): events, podcast covers, tours and the default logo, into
// apps/web/public/media/share/ (not in git; part of `npm run build` and `npm run dev`). Files that
// are newer than their SVG are kept, so a second run costs nothing.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderShareImage } from '@courtside/api/share-images'
import { shareImagePath } from '@courtside/domain'

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public')
const SHARED_FOLDERS = ['events', 'podcast', 'tours']

async function sources(): Promise<string[]> {
  const found = ['/media/default-logo.svg']
  for (const folder of SHARED_FOLDERS) {
    const names = await readdir(path.join(PUBLIC_DIR, 'media', folder)).catch(() => [])
    for (const name of names) if (name.endsWith('.svg')) found.push(`/media/${folder}/${name}`)
  }
  return found
}

const modified = (file: string) =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => 0,
  )

let rendered = 0
const all = await sources()
for (const source of all) {
  const from = path.join(PUBLIC_DIR, source)
  const to = path.join(PUBLIC_DIR, shareImagePath(source))
  if ((await modified(to)) > (await modified(from))) continue
  await mkdir(path.dirname(to), { recursive: true })
  await writeFile(to, await renderShareImage(await readFile(from)))
  rendered++
}
console.log(`share images: ${rendered} rendered, ${all.length - rendered} up to date`)
