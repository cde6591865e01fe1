// `npm run db:restore -- FILE [--yes]`: restores a backup of `npm run db:backup` into the
// stopped instance (restore.ts). Asks for confirmation unless --yes is given (scripts).
import { createInterface } from 'node:readline/promises'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { dataDirFromEnv } from './backup-env.ts'
import { restoreBackup } from '../restore.ts'

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ options: { yes: { type: 'boolean' } }, allowPositionals: true })
  const isConfirmed = values.yes === true
  const file = positionals[0]
  if (!file) {
    console.error('Usage: npm run db:restore -- <backup file> [--yes]   (backups are in DATA_DIR/backups)')
    process.exitCode = 1
    return
  }
  const dataDir = dataDirFromEnv()
  if (!isConfirmed) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout })
    const answer = await prompt.question(
      `Restore ${file} into ${dataDir}? The current database and uploads are moved aside ` +
        `(…before-restore-<time>), not deleted. Type "yes" to continue: `,
    )
    prompt.close()
    if (answer.trim().toLowerCase() !== 'yes') {
      console.log('db:restore: nothing changed.')
      return
    }
  }
  const result = await restoreBackup({ file: path.resolve(file), dataDir })
  console.log(
    `db:restore: restored the backup of ${result.createdAt} into ${dataDir}.` +
      (result.movedAside.length ? ` The previous data is in ${result.movedAside.join(', ')}.` : ''),
  )
}

main().catch((error: unknown) => {
  console.error('db:restore failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
})
