import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` reads this: it turns server/db/schema.ts into SQL migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
