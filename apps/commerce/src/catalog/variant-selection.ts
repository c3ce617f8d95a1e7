import type { ContentLanguage } from '../i18n/language.ts';
import type { VariantRecord } from './variant-store.ts';

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The variant whose options are exactly the chosen names and values (in the request's language). */
export function findVariantByOptions(
  variants: readonly VariantRecord[],
  wanted: readonly { name: string; value: string }[],
  language: ContentLanguage,
): VariantRecord | null {
  if (wanted.length === 0) return null;
  return (
    variants.find((variant) =>
      wanted.every((choice) =>
        variant.selectedOptions.some(
          (o) => same(o.name[language], choice.name) && same(o.value[language], choice.value),
        ),
      ),
    ) ?? null
  );
}
