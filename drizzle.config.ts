import { defineConfig } from 'drizzle-kit';

// drizzle-kit only generates SQL here; migrations are applied by server/db/migrate.ts at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
});
