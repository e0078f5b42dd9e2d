import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @abossey/api` writes SQL migrations from `src/db/schema.ts`; they are committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
