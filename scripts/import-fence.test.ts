/**
 * The fence of DESIGN.md, proved against the real configuration: Biome, as `npm run check` runs it,
 * rejects a storefront or shared-package file that imports commerce code or a database driver, and a
 * storefront import cycle. Probe files are written into the real folders (the rules apply by path)
 * and removed afterwards.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');
const storefrontProbe = path.join(root, 'apps/storefront/app', `fence-probe-${process.pid}`);
const packageProbe = path.join(root, 'packages/storefront-api/src', `fence-probe-${process.pid}`);
const importing = (specifier: string) => `import * as probe from '${specifier}';\nconsole.log(probe);\n`;

// The probe sits one folder below app/, so ../../../commerce is apps/commerce.
const forbidden = {
  'relative-src.ts': importing('../../../commerce/src/db/database.ts'),
  'relative-root.ts': importing('../../../commerce/drizzle.config.ts'),
  'relative-server.ts': importing('../../../commerce/src/http/server.ts'),
  'by-apps.ts': importing('../../../../apps/commerce/src/main.ts'),
  'by-package.ts': importing('@shop/commerce/src/main.ts'),
  'drizzle.ts': importing('drizzle-orm'),
  'drizzle-core.ts': importing('drizzle-orm/pg-core'),
  'pg.ts': importing('pg'),
  'pglite.ts': importing('@electric-sql/pglite'),
  'dynamic.ts': "export const load = () => import('../../../commerce/src/db/database.ts');\n",
  're-export.ts': "export * from '../../../commerce/src/db/database.ts';\n",
};
const allowed = {
  'own-client.ts': importing('../commerce/storefront.server.ts'),
  'own-server-module.ts': importing('../commerce/cart-client.server.ts'),
  'similar-name.ts': importing('pg-format'),
};
const cycle = {
  'cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;\n",
  'cycle-b.ts': "import type { a } from './cycle-a.ts';\nexport const b = (f: typeof a) => f;\n",
};
const forbiddenInPackage = {
  'package-relative.ts': importing('../../../../apps/commerce/src/db/database.ts'),
  'package-driver.ts': importing('@electric-sql/pglite'),
};

/** Rule names Biome reports, per probe file name. */
let reported = new Map<string, string[]>();

function write(dir: string, files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
}

// One Biome run for all probes: building its module graph takes most of a run's time.
beforeAll(() => {
  write(storefrontProbe, { ...forbidden, ...allowed, ...cycle });
  write(packageProbe, forbiddenInPackage);
  const result = spawnSync(
    biome,
    ['lint', '--reporter=github', '--max-diagnostics=none', storefrontProbe, packageProbe],
    { cwd: root, encoding: 'utf8' },
  );
  reported = new Map();
  for (const match of result.stdout.matchAll(/^::error title=lint\/\w+\/(\w+),file=([^,]+),/gm)) {
    const [, rule = '', file = ''] = match;
    const name = path.basename(file);
    reported.set(name, [...(reported.get(name) ?? []), rule]);
  }
});

afterAll(() => {
  for (const dir of [storefrontProbe, packageProbe]) rmSync(dir, { recursive: true, force: true });
});

const rulesOf = (file: string) => reported.get(file) ?? [];

describe('the storefront fence', () => {
  it('rejects commerce code by any path and the database drivers', () => {
    for (const file of Object.keys(forbidden)) expect(rulesOf(file), file).toContain('noRestrictedImports');
  });

  it('lets the storefront use its own client of the commerce API and packages that are not drivers', () => {
    for (const file of Object.keys(allowed)) expect(rulesOf(file), file).not.toContain('noRestrictedImports');
  });

  it('fences the shared packages too', () => {
    for (const file of Object.keys(forbiddenInPackage)) {
      expect(rulesOf(file), file).toContain('noRestrictedImports');
    }
  });

  it('rejects an import cycle in the storefront, also through a type import', () => {
    expect(rulesOf('cycle-a.ts')).toContain('noImportCycles');
    expect(rulesOf('cycle-b.ts')).toContain('noImportCycles');
  });
});
