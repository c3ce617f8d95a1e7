import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../setup/seed-database.ts';
import { databaseKinds } from '../testing/test-databases.ts';
import { useTestService } from '../testing/test-service.ts';

describe.each(databaseKinds)('shop over HTTP on $kind', ({ kind, skip }) => {
  const { server, database } = useTestService(kind, skip, {
    prepare: (db) => seedDatabase(db, { publicUrl: 'https://shop.example' }),
  });

  it.skipIf(skip)('answers the shop in the language of @inContext, German by default', async () => {
    const query =
      'query Shop($language: LanguageCode) @inContext(language: $language) { shop { name description } }';
    const english = await (await server.graphql(query, { language: 'EN' })).json();
    const danish = await (await server.graphql(query, { language: 'DA' })).json();
    const fallback = await (await server.graphql(query, { language: 'FR' })).json();
    expect(english.data.shop.description).toMatch(/to buy online/);
    expect(danish.data.shop.description).toMatch(/Køb kaffe/);
    expect(fallback.data.shop.description).toMatch(/online kaufen/);
  });

  it.skipIf(skip)('seeds only once', async () => {
    expect(await seedDatabase(database.db, { publicUrl: 'https://shop.example' })).toBe('present');
  });

  it.skipIf(skip)('refuses a request without the access token', async () => {
    const response = await fetch(`${server.url}/api/2025-01/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ shop { name } }' }),
    });
    expect(response.status).toBe(401);
    expect(JSON.stringify(await response.json())).not.toContain('Kaffeekontor');
  });
});
