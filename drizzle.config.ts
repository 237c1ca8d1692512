import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` reads this: it turns the tables of server/db/schema/ into SQL migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
});
