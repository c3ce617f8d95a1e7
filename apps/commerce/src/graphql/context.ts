import type { CommerceConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';

/** What every resolver gets: the database, the configuration and who is asking. */
export type GraphQLContext = {
  db: Database;
  config: CommerceConfig;
  /** Client address, for per-client limits. */
  clientAddress: string;
};
