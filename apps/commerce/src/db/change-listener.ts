import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Told when the listener is connected, when a notification arrives, and when it is lost. Stock
 * has its own channel (migration 0013): an order changes stock and nothing else of the catalogue.
 */
export type ChangeEvents = {
  connected: () => void;
  changed: () => void;
  /** The notification's payload: which products (migration 0018). */
  stockChanged: (payload: string) => void;
  lost: () => void;
};

export type ChangeListener = { stop: () => Promise<void> };

/** The channel that migration 0004's triggers notify on every catalogue write. */
export const catalogChannel = 'catalog_changed';
/** The channel that writes to stock columns only notify on (migration 0013). */
export const stockChannel = 'stock_changed';

/** PGlite runs in this process: its notifications arrive with the statement that caused them. */
export async function listenPglite(client: PGlite, events: ChangeEvents): Promise<ChangeListener> {
  const unlisten = await client.listen(catalogChannel, () => events.changed());
  const unlistenStock = await client.listen(stockChannel, (payload) => events.stockChanged(payload));
  events.connected();
  return {
    stop: async () => {
      events.lost();
      await unlisten();
      await unlistenStock();
    },
  };
}

/**
 * PostgreSQL: one connection of its own holds the LISTEN. If it drops, the cache is switched off
 * (`lost`) and the connection retried every two seconds; on success the cache starts empty.
 */
export async function listenPostgres(url: string, events: ChangeEvents): Promise<ChangeListener> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) =>
      message.channel === stockChannel ? events.stockChanged(message.payload ?? '') : events.changed(),
    );
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      events.lost();
      if (!stopped) retry = setTimeout(() => void attempt(), 2000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${catalogChannel}`);
      await next.query(`LISTEN ${stockChannel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    events.connected();
  };
  const attempt = async (): Promise<void> => {
    try {
      await connect();
    } catch {
      if (!stopped) retry = setTimeout(() => void attempt(), 2000);
    }
  };

  await attempt();
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      events.lost();
      await current?.end();
    },
  };
}
