import { CartSnapshots } from '../cart/cart-snapshots.ts';
import type { CatalogCache } from '../catalog/catalog-cache.ts';
import type { CommerceConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Mailer, SendMail } from '../mail/mailer.ts';
import type { Outbox } from '../mail/outbox.ts';
import { SearchIndexes } from '../search/search-indexes.ts';

/**
 * What one service process holds besides its database: caches and indexes that are per process
 * by design (decision 0006), made once where the process starts (main.ts, the test helpers) and
 * handed to every request in its GraphQL context. Nothing that another instance needs lives here.
 */
export type CommerceServices = {
  db: Database;
  config: CommerceConfig;
  /** Catalogue reads until the catalogue changes; enabled by the database's change listener. */
  catalogCache: CatalogCache;
  /** The last state of recent carts, to plan line changes without reading first (decision 0009). */
  cartSnapshots: CartSnapshots;
  /** Predictive search's in-memory indexes, kept in the catalogue cache. */
  searchIndexes: SearchIndexes;
  /**
   * Sends one mail (HTML and text) through the configured SMTP server or the local outbox, by way
   * of the database's mail queue in main.ts (retried until accepted, decision 0065).
   */
  sendMail: SendMail;
  /** The development/test outbox behind `sendMail`, shown at /dev/outbox; undefined with real SMTP. */
  outbox: Outbox | undefined;
};

/** The per-process state around a database opened with `catalogCache` listening to its changes. */
export function createCommerceServices(
  db: Database,
  config: CommerceConfig,
  catalogCache: CatalogCache,
  mailer: Pick<Mailer, 'sendMail' | 'outbox'>,
): CommerceServices {
  return {
    db,
    config,
    catalogCache,
    cartSnapshots: new CartSnapshots(),
    searchIndexes: new SearchIndexes({ db, catalogCache }),
    sendMail: mailer.sendMail,
    outbox: mailer.outbox,
  };
}
