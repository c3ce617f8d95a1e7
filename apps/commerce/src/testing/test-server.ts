import type { AddressInfo } from 'node:net';
import type { CatalogReader } from '../catalog/catalog-cache.ts';
import { type CommerceConfig, loadConfig } from '../config/config.ts';
import { createCommerceServer } from '../http/server.ts';
import { createMailQueue, queuedMailer } from '../mail/mail-queue.ts';
import { startMailer } from '../mail/mailer.ts';
import { type CommerceServices, createCommerceServices } from '../services/commerce-services.ts';

export type TestServer = {
  /** Origin of the running service, e.g. http://127.0.0.1:41234 */
  url: string;
  config: CommerceConfig;
  /** The process state the service was made with (its caches and search indexes). */
  services: CommerceServices;
  /** POSTs a GraphQL operation with the access token, as a client would. */
  graphql: (query: string, variables?: Record<string, unknown>) => Promise<Response>;
  close: () => Promise<void>;
};

/**
 * Starts the real HTTP service on a free port of the loopback interface, with its own process
 * state around the database's catalogue cache (as main.ts makes it).
 */
export async function startTestServer(
  { db, catalogCache }: CatalogReader,
  env: NodeJS.ProcessEnv = {},
): Promise<TestServer> {
  const config = { ...loadConfig({ NODE_ENV: 'test', ...env }), host: '127.0.0.1', port: 0 };
  // Tests always mail to their own local outbox, also those that run the service in production mode.
  const mailer = await startMailer(
    { kind: 'outbox', from: config.mail.from, allowedInProduction: true, port: 0 },
    'test',
  );
  // Through the mail queue as main.ts sends; its worker is not started (the local outbox never refuses).
  const mailQueue = createMailQueue(db, mailer.sendMail);
  const services = createCommerceServices(db, config, catalogCache, queuedMailer(mailer, mailQueue));
  const server = createCommerceServer(services);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const withUrl = { ...config, publicUrl: url };
  return {
    url,
    config: withUrl,
    services,
    graphql: (query, variables) =>
      fetch(`${url}/api/2025-01/graphql.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-storefront-access-token': config.storefrontAccessToken,
        },
        body: JSON.stringify({ query, variables }),
      }),
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      await mailer.close();
    },
  };
}
