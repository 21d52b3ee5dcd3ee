import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration from the schema; migrations are committed and applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/src/db/migrations',
});
