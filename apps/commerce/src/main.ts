// First: error reporting is set up before anything else loads.
import './error-reporting/instrument.ts';
import { createLogger } from '@shop/observability';
import { CatalogCache, catalogCacheEvents } from './catalog/catalog-cache.ts';
import { loadConfig } from './config/config.ts';
import { openDatabase } from './db/database.ts';
import { errorReporting } from './error-reporting/instrument.ts';
import { createCommerceServer } from './http/server.ts';
import { createMailQueue, queuedMailer } from './mail/mail-queue.ts';
import { startMailer } from './mail/mailer.ts';
import { createCommerceServices } from './services/commerce-services.ts';
import { seedDatabase } from './setup/seed-database.ts';

const logger = createLogger('commerce');
logger.info(
  errorReporting.enabled
    ? `error reporting on (${errorReporting.environment})`
    : `error reporting off: ${errorReporting.reason}`,
);
const config = loadConfig();
// This process's state: the catalogue cache (emptied by the database's change notifications),
// cart snapshots and search indexes, handed to every request (services/commerce-services.ts).
const catalogCache = new CatalogCache();
// Before the database: production without SMTP settings stops here (mail/mailer.ts).
const mailer = await startMailer(config.mail, config.env);
if (config.catalogCache === 'off') catalogCache.switchOff();
const database = await openDatabase(config.database, { changes: catalogCacheEvents(catalogCache) });
const seeded = await database.exclusively(async () => {
  await database.migrate();
  return seedDatabase(database.db, { publicUrl: config.publicUrl, products: config.seedProducts });
});
// Every mail goes through the database's queue, retried until the SMTP server takes it (decision 0065).
const mailQueue = createMailQueue(database.db, mailer.sendMail, { logger });
const services = createCommerceServices(database.db, config, catalogCache, queuedMailer(mailer, mailQueue));
const server = createCommerceServer(services, { logger, poolStats: database.poolStats });

server.listen(config.port, config.host, () => {
  const where = config.database.kind === 'pglite' ? `PGlite in ${config.database.dir}` : 'PostgreSQL';
  logger.info(`listening on port ${config.port} (${where}, catalogue ${seeded})`);
  if (mailer.outbox) logger.info(`mails go to the local outbox: ${config.publicUrl}/dev/outbox`);
  services.searchIndexes.warm();
  mailQueue.start();
});

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal} received, finishing open requests`);
  // Stop accepting, let running requests end, then close the database so PGlite flushes to disk.
  server.close();
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 5000);
  force.unref();
  await new Promise<void>((resolve) => server.once('close', () => resolve()));
  await mailQueue.stop();
  await database.close();
  await mailer.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
