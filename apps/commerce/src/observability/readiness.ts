import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** A database that does not answer within this is as good as down for a visitor. */
const probeTimeoutMs = 1000;
/** Probes are shared for this long, so a flood of readiness checks is not a flood of queries. */
const reuseMs = 500;

export type Readiness = () => Promise<boolean>;

/**
 * Ready while the database answers `select 1`: every write and most reads need it, so an instance
 * whose database is gone should get no traffic (issue 20, defect 7).
 */
export function createReadiness(db: Database): Readiness {
  let last: { at: number; answer: Promise<boolean> } | null = null;
  const probe = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), probeTimeoutMs);
    });
    try {
      return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    const now = Date.now();
    if (!last || now - last.at > reuseMs) last = { at: now, answer: probe() };
    return last.answer;
  };
}
