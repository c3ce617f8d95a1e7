import type { AddressInfo } from 'node:net';
import { type CommerceConfig, loadConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { createCommerceServer } from '../http/server.ts';

export type TestServer = {
  /** Origin of the running service, e.g. http://127.0.0.1:41234 */
  url: string;
  config: CommerceConfig;
  /** POSTs a GraphQL operation with the access token, as a client would. */
  graphql: (query: string, variables?: Record<string, unknown>) => Promise<Response>;
  close: () => Promise<void>;
};

/** Starts the real HTTP service on a free port of the loopback interface. */
export async function startTestServer(db: Database, env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const config = { ...loadConfig({ NODE_ENV: 'test', ...env }), host: '127.0.0.1', port: 0 };
  const server = createCommerceServer(db, config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const withUrl = { ...config, publicUrl: url };
  return {
    url,
    config: withUrl,
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
