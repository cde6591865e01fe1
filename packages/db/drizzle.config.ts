import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './packages/db/src/schema.ts',
    './packages/db/src/schema-auth.ts',
    './packages/db/src/schema-registration.ts',
  ],
  out: './packages/db/migrations',
})
