// npm run org:create -- --name "TSV Pickleball" --owner-email chair@example.com [--country DE] [--language de]
// The site operator creates an organization. Its owner is the account with that e-mail, or, if
// nobody has signed up with it yet, an owner invitation whose link this prints (valid 7 days).
import path from 'node:path'
import { parseArgs } from 'node:util'
import { findProjectRoot, migrateDatabase, openDatabase } from '@courtside/db'
import { isLocale } from '@courtside/domain'
import { createOrganization } from '../features/organizer/create-organization.ts'

const usage =
  'Usage: npm run org:create -- --name "Club name" --owner-email owner@example.com [--country DE] [--language de]'

let values: { name?: string; 'owner-email'?: string; country?: string; language?: string }
try {
  values = parseArgs({
    options: {
      name: { type: 'string' },
      'owner-email': { type: 'string' },
      country: { type: 'string', default: 'DE' },
      language: { type: 'string', default: 'en' },
    },
  }).values
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`)
  process.exit(2)
}
const language = values.language ?? 'en'
if (!values.name || !values['owner-email'] || !isLocale(language)) {
  console.error(usage)
  process.exit(2)
}

const databaseUrl = process.env.DATABASE_URL || undefined
const dataDir = process.env.DATA_DIR
  ? path.resolve(process.env.DATA_DIR)
  : path.join(findProjectRoot(), 'data')
const database = await openDatabase({ databaseUrl, dataDir })
try {
  await migrateDatabase(database)
  const created = await createOrganization({
    db: database.db,
    name: values.name,
    ownerEmail: values['owner-email'],
    country: (values.country ?? 'DE').toUpperCase(),
    defaultLanguage: language,
    siteUrl: process.env.SITE_URL || 'http://localhost:3000',
    now: new Date(),
  })
  console.log(`Created organization ${created.id} (${created.slug}).`)
  if ('userId' in created.owner)
    console.log(`Owner: user ${created.owner.userId} (${values['owner-email']}).`)
  else
    console.log(
      `No account uses ${values['owner-email']} yet. Send them this owner invitation (valid until ${created.owner.expiresAt.toISOString()}); they sign up or in, then open it:\n${created.owner.invitationLink}`,
    )
} catch (error) {
  console.error(
    `org:create failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exitCode = 1
} finally {
  await database.close()
}
