import { z } from 'zod';

/**
 * Resolver arguments, parsed rather than cast. GraphQL has already checked their types; these
 * schemas turn them into typed values (and would catch a schema that drifted from the code).
 */
const attribute = z.object({ key: z.string(), value: z.string() });
const attributes = z
  .array(attribute)
  .nullish()
  .transform((a) => a ?? undefined);

export const lineInput = z.object({
  merchandiseId: z.string(),
  quantity: z
    .number()
    .int()
    .nullish()
    .transform((q) => q ?? 1),
  attributes,
});
export type LineInput = z.infer<typeof lineInput>;

export const lineUpdateInput = z.object({
  id: z.string(),
  merchandiseId: z
    .string()
    .nullish()
    .transform((m) => m ?? undefined),
  quantity: z
    .number()
    .int()
    .nullish()
    .transform((q) => q ?? undefined),
  attributes,
});
export type LineUpdateInput = z.infer<typeof lineUpdateInput>;

export const buyerIdentityInput = z.object({
  email: z.string().nullish(),
  countryCode: z.string().nullish(),
});
export type BuyerIdentityInput = z.infer<typeof buyerIdentityInput>;

const cartInputObject = z.object({
  lines: z.array(lineInput).nullish(),
  attributes,
  note: z.string().nullish(),
  discountCodes: z.array(z.string()).nullish(),
  giftCardCodes: z.array(z.string()).nullish(),
  buyerIdentity: buyerIdentityInput.nullish(),
});
export type CartInput = z.infer<typeof cartInputObject>;
export const cartInput = cartInputObject
  .nullish()
  .transform((input): CartInput => input ?? { attributes: undefined });

export const cartIdArgs = z.object({ cartId: z.string() });
export const linesAddArgs = cartIdArgs.extend({ lines: z.array(lineInput) });
export const linesUpdateArgs = cartIdArgs.extend({ lines: z.array(lineUpdateInput) });
export const linesRemoveArgs = cartIdArgs.extend({ lineIds: z.array(z.string()) });
export const discountCodesArgs = cartIdArgs.extend({
  discountCodes: z
    .array(z.string())
    .nullish()
    .transform((c) => c ?? []),
});
export const giftCardCodesArgs = cartIdArgs.extend({ giftCardCodes: z.array(z.string()) });
export const giftCardRemoveArgs = cartIdArgs.extend({ appliedGiftCardIds: z.array(z.string()) });
export const noteArgs = cartIdArgs.extend({ note: z.string() });
export const attributesArgs = cartIdArgs.extend({ attributes: z.array(attribute) });
export const buyerIdentityArgs = cartIdArgs.extend({ buyerIdentity: buyerIdentityInput });
export const cartQueryArgs = z.object({ id: z.string() });
export const linesPageArgs = z.object({
  first: z.number().int().nullish(),
  last: z.number().int().nullish(),
  after: z.string().nullish(),
  before: z.string().nullish(),
  reverse: z.boolean().nullish(),
});
