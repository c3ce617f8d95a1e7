/**
 * The shop's nginx configuration (deploy/nginx/cluster.conf.template) filled in for one run: its
 * run directory, public ports and the instances behind it. Used by `npm run start:cluster`, the
 * cached-page bench and the cache's own test, so that all three run the very file a shop deploys.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const nginxTemplate = path.resolve(import.meta.dirname, '../deploy/nginx/cluster.conf.template');

export type NginxSites = {
  /** Where nginx keeps its pid, temporary files and the page cache. */
  runDir: string;
  storefrontPort: number;
  commercePort: number;
  /** host:port of each instance. */
  storefronts: string[];
  commerces: string[];
  /** The commerce instance that keeps the local outbox. */
  outbox: string;
};

export function nginxConfig(sites: NginxSites): string {
  const servers = (list: string[]) =>
    list.map((address) => `    server ${address} max_fails=3 fail_timeout=5s;`).join('\n');
  return readFileSync(nginxTemplate, 'utf8')
    .replaceAll('{{RUN_DIR}}', sites.runDir)
    .replaceAll('{{STOREFRONT_PORT}}', String(sites.storefrontPort))
    .replaceAll('{{COMMERCE_PORT}}', String(sites.commercePort))
    .replaceAll('{{STOREFRONT_SERVERS}}', servers(sites.storefronts))
    .replaceAll('{{COMMERCE_SERVERS}}', servers(sites.commerces))
    .replaceAll('{{OUTBOX_SERVER}}', sites.outbox);
}
