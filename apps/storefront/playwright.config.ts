import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { consentGivenStorageState, tagManagerDoublePort } from './e2e/consent-state.ts';
import { commercePortFor, storefrontPortFor } from './e2e/e2e-ports.ts';
import { desktopOnly, mobileOnly } from './e2e/viewport-split.ts';

const root = path.resolve(import.meta.dirname, '../..');
// Ports picked once in the runner and inherited by its workers, so that several test runs on one
// machine (developers side by side) do not collide; each run gets its own embedded database too.
process.env.E2E_STOREFRONT_PORT ??= String(storefrontPortFor(process.pid));
process.env.E2E_COMMERCE_PORT ??= String(commercePortFor(Number(process.env.E2E_STOREFRONT_PORT)));
export const storefrontPort = Number(process.env.E2E_STOREFRONT_PORT);
export const commercePort = Number(process.env.E2E_COMMERCE_PORT);
const tagManagerPort = tagManagerDoublePort(storefrontPort);

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

// E2E_CLUSTER=1: the same suite against 2 storefront + 2 commerce processes on PostgreSQL behind
// nginx (npm run start:cluster), as a shop runs on several machines.
export const clusterMode = process.env.E2E_CLUSTER === '1';
const startCommand = clusterMode
  ? `node ${path.join(root, 'scripts/start-cluster.ts')} --instances 2 --fresh-database`
  : `node ${path.join(root, 'scripts/start.ts')}`;

// The specs that start shops of their own: the cluster run skips them (it has nothing to add there).
const ownShopSpecs = ['**/start-stop.spec.ts', '**/commerce-outage.spec.ts', '**/page-cache.spec.ts'];
// `npm test` runs the desktop project against the cluster and the mobile project against the single
// process (decision 0071); the single run's desktop project then keeps only the specs the cluster run
// skips.
const desktopOwnShopsOnly = !clusterMode && process.env.E2E_DESKTOP_OWN_SHOPS_ONLY === '1';
// A flow repeated per language runs each language at one width only (e2e/viewport-split.ts, decision
// 0095); E2E_EVERY_LANGUAGE_AT_BOTH_WIDTHS=1 runs them all at both, before a release, say.
const split = process.env.E2E_EVERY_LANGUAGE_AT_BOTH_WIDTHS !== '1';
const leaveOut = (tag: string) => (split ? { grepInvert: new RegExp(tag) } : {});

export default defineConfig({
  testDir: './e2e',
  // These start shops of their own (PGlite, one process each); the cluster run has nothing to add there.
  // cluster-instances.spec.ts asks the cluster's instances one by one: only the cluster run has them.
  testIgnore: clusterMode ? ownShopSpecs : ['**/cluster-instances.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(root, `test-results/${clusterMode ? 'e2e-cluster' : 'e2e'}.json`) }],
  ],
  // Apart, so that the cluster run after the single run (npm test) keeps the first one's traces.
  outputDir: path.join(root, clusterMode ? 'test-results/e2e-cluster' : 'test-results/e2e'),
  use: {
    baseURL: `http://localhost:${storefrontPort}`,
    trace: 'retain-on-failure',
    // A returning visitor who chose already: the consent banner does not cover what specs click.
    storageState: consentGivenStorageState('localhost'),
  },
  projects: [
    {
      name: 'desktop',
      ...(desktopOwnShopsOnly ? { testMatch: ownShopSpecs } : {}),
      ...leaveOut(mobileOnly),
      use: { ...devices['Desktop Chrome'], channel: undefined, launchOptions },
    },
    { name: 'mobile', ...leaveOut(desktopOnly), use: { ...devices['Pixel 7'], launchOptions } },
  ],
  webServer: [
    {
      // The whole shop as a user starts it, on its own ports and its own embedded database.
      command: startCommand,
      // Ready only once the commerce service answers (it seeds on first start).
      url: `http://localhost:${storefrontPort}/health/ready`,
      timeout: 300_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
      env: {
        STOREFRONT_PORT: String(storefrontPort),
        COMMERCE_PORT: String(commercePort),
        COMMERCE_API_URL: `http://localhost:${commercePort}`,
        COMMERCE_PUBLIC_URL: `http://localhost:${commercePort}`,
        STOREFRONT_ORIGIN: `http://localhost:${storefrontPort}`,
        STOREFRONT_PUBLIC_URL: `http://localhost:${storefrontPort}`,
        // Every spec signs up and signs in from 127.0.0.1; the throttles have their own tests
        // (page-cache.spec.ts, apps/commerce/src/newsletter and account).
        NEWSLETTER_SIGNUPS_PER_HOUR: '10000',
        // The same for discount and gift-card code attempts; their throttle has its own tests.
        CODE_ATTEMPTS_PER_MINUTE: '10000',
        NEWSLETTER_SIGNUPS_PER_CLIENT_PER_HOUR: '10000',
        ACCOUNT_SIGN_INS_PER_CLIENT_PER_HOUR: '10000',
        PGLITE_DIR: path.join(root, `data/e2e-pglite-${commercePort}`),
        ...(clusterMode
          ? { DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/shop_e2e_${storefrontPort}` }
          : {}),
        // The tag manager's test double, a foreign origin (e2e/tag-manager-double-server.ts).
        TAG_MANAGER_ID: 'GTM-E2ETEST',
        TAG_MANAGER_URL: `http://localhost:${tagManagerPort}/gtm.js`,
      },
    },
    {
      command: `node ${path.join(import.meta.dirname, 'e2e/tag-manager-double-server.ts')} ${tagManagerPort}`,
      url: `http://localhost:${tagManagerPort}/health`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
