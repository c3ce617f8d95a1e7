import type http from 'node:http';
import type { Logger } from '@shop/observability';

/** Connections still open after this are cut, so a stuck client cannot hold a deployment. */
const graceMs = 5000;

/**
 * Stops taking connections, lets requests under way finish (idle keep-alive connections are closed
 * at once), then resolves; after the grace period the rest are cut.
 */
export function shutDown(server: http.Server, logger: Logger, signal: string): Promise<void> {
  logger.info(`${signal} received, finishing open requests`);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), graceMs).unref();
  return closed.then(() => logger.info('stopped'));
}
