import { createLogger } from '@shop/observability';
import { z } from 'zod';
import { isLanguageKey } from '../i18n/languages.ts';
import { clientBudget } from '../limits/client-budget.server.ts';
import { consentCategories } from './consent-mode.ts';

/** What the browser sends (record-consent.ts); nothing that identifies a person, no address. */
export const consentRecordSchema = z.strictObject({
  kind: z.enum(['first', 'change']),
  consentId: z.uuid(),
  categories: z.array(z.enum(consentCategories)).max(consentCategories.length),
  revision: z.number().int().min(0).max(1000),
  language: z.string().refine(isLanguageKey),
  consentTimestamp: z.iso.datetime(),
  lastConsentTimestamp: z.iso.datetime(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

const logger = createLogger('storefront');

/** A visitor changes their mind a few times; more is someone filling the log. */
const withinBudget = clientBudget(30, 3600);

/**
 * The consent-tracking call's receiving end: one JSON log line per choice, the shop's proof of
 * consent (GDPR Art. 7(1)), kept wherever the logs are kept. 204 when recorded, 400 for anything
 * else than a record, 429 when a client sends too many.
 */
export async function recordConsentRequest(request: Request): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  if (!(await withinBudget(request))) return new Response(null, { status: 429 });
  const body: unknown = await request.json().catch(() => null);
  const parsed = consentRecordSchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ error: 'not a consent record' }, { status: 400 });
  }
  logger.info({ consent: parsed.data }, 'consent recorded');
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
