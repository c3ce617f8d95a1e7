import { defineConfig } from 'drizzle-kit';

// drizzle-kit only reads the schema to generate SQL migrations; it needs no connection.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
