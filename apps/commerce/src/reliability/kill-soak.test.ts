import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds } from '../testing/test-databases.ts';
import { acknowledgedTotal, CartAddLoad, lostWrites } from './cart-add-load.ts';
import { CommerceProcess } from './commerce-process.ts';
import { createSoakDatabase } from './soak-database.ts';

/**
 * kill -9 of the commerce service under ~100 cart adds per second, started again each time: every
 * add it acknowledged is in the database at the end (issue 20). CI runs KILL_SOAK_SECONDS (default
 * 20 s of uptime) with 2 kills per engine; `npm run test:soak` 120 s with 6.
 */
const seconds = z.coerce
  .number()
  .min(5)
  .parse(process.env.KILL_SOAK_SECONDS ?? 20);
const kills = z.coerce
  .number()
  .int()
  .min(1)
  .parse(process.env.KILL_SOAK_KILLS ?? (seconds >= 60 ? 6 : 2));
const perSecond = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe.each(databaseKinds)('kill -9 under load on $kind', ({ kind, skip }) => {
  it.skipIf(skip)(
    `${kills} kills in ${seconds} s at ${perSecond} adds/s lose no acknowledged add`,
    async () => {
      const database = await createSoakDatabase(kind);
      const service = await CommerceProcess.create(database.target);
      try {
        await service.start();
        const load = new CartAddLoad(() => service.url, service.token, database.variantGid);
        await load.createCarts(20);
        load.start(perSecond);
        const restarts: number[] = [];
        // Acknowledged adds at each kill: each stretch of uptime must add to them.
        const acknowledgedAt: number[] = [];
        // Uptime between kills, so that slow restarts on a busy machine do not eat the load's time.
        const uptime = (seconds * 1000) / (kills + 1);
        for (let kill = 1; kill <= kills; kill++) {
          await new Promise((resolve) => setTimeout(resolve, uptime));
          acknowledgedAt.push(acknowledgedTotal(load.ledger));
          await service.kill();
          restarts.push(await service.start());
        }
        await new Promise((resolve) => setTimeout(resolve, uptime));
        await load.stop();
        await service.stop();
        const inDatabase = await database.quantities();
        const acknowledged = acknowledgedTotal(load.ledger);
        const stored = [...inDatabase.values()].reduce((sum, n) => sum + n, 0);
        const lost = lostWrites(load.ledger, inDatabase);
        console.log(
          `kill -9 soak on ${kind}: ${seconds} s of uptime, ${kills} kills, ${load.ledger.sent} adds sent, ${acknowledged} acknowledged, ${load.ledger.failed} not acknowledged, ${stored} in the database, lost ${lost}; restart to ready median ${median(restarts)} ms (max ${Math.max(...restarts)} ms)`,
        );
        expect(lost).toBe(0);
        // The load really ran against a living service before each kill and after the last.
        const stretches = [...acknowledgedAt, acknowledged].map((n, i, all) => n - (all[i - 1] ?? 0));
        expect(
          stretches.every((n) => n > 0),
          `acknowledged per stretch: ${stretches.join(', ')}`,
        ).toBe(true);
        // Nothing was stored twice or out of nowhere: at most the acknowledged and the cut-off adds.
        expect(stored).toBeLessThanOrEqual(acknowledged + load.ledger.failed);
      } finally {
        await service.stop();
        await database.dispose();
      }
    },
    (seconds + 120 * (kills + 1)) * 1000,
  );
});
