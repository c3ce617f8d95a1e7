import { isValidEmail, type ShopLanguage } from '@shop/shop-rules';
import { z } from 'zod';

/**
 * The provider's form-subscribe contract (spec section 7): form-encoded `g` (list id), `email`,
 * `$fields` naming the extra fields (`Language`) and `Language` (the storefront sends `DE`, `EN`
 * or `DA`). Every field is required; each problem is named so a client can tell what to fix.
 */
const subscribeSchema = z.object({
  g: z.string({ error: 'The list id g is required.' }).trim().min(1, 'The list id g is required.').max(100),
  email: z
    .string({ error: 'The field email is required.' })
    .trim()
    .max(254, 'The e-mail address is too long.')
    .refine(isValidEmail, 'The e-mail address is not valid.'),
  $fields: z
    .string({ error: 'The field $fields is required.' })
    .refine(
      (fields) => fields.split(',').some((field) => field.trim() === 'Language'),
      '$fields must name Language.',
    ),
  Language: z
    .string({ error: 'The field Language is required.' })
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['de', 'en', 'da'], 'Language must be one of DE, EN, DA.')),
});

export type SubscribeRequest = { listId: string; email: string; language: ShopLanguage };

export type SubscribeProblem = { field: string; message: string };

export function parseSubscribeRequest(
  form: URLSearchParams,
): { ok: true; value: SubscribeRequest } | { ok: false; problems: SubscribeProblem[] } {
  const parsed = subscribeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    };
  }
  const { g, email, Language } = parsed.data;
  return { ok: true, value: { listId: g, email, language: Language } };
}
