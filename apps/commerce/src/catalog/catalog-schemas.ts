import { z } from 'zod';

/** Shapes of the jsonb columns, checked when rows are read so resolvers get typed data. */
export const localized = z.object({ de: z.string(), en: z.string(), da: z.string() });
export const seo = z.object({ title: z.string(), description: z.string() });
export const localizedSeo = z.object({ de: seo, en: seo, da: seo });
export const optionValue = z.object({ id: z.number(), name: localized, swatchColor: z.string().nullable() });
export const selectedOption = z.object({ name: localized, value: localized });
export const unitPrice = z.object({
  amountCents: z.number(),
  quantityValue: z.number(),
  quantityUnit: z.literal('G'),
  referenceValue: z.literal(1),
  referenceUnit: z.literal('KG'),
});
