import type { LanguageCode } from '../graphql/resolver-types.generated.ts';
import type { Resolvers } from '../graphql/resolvers.ts';
import {
  type ContentLanguage,
  contentLanguages,
  localize,
  operationCountry,
  operationLanguage,
} from '../i18n/language.ts';
import type { Localized } from '../seed/catalog-types.ts';
import { findShippingCountries } from './menu-store.ts';

/** Each content language's names: its own (endonym) and in each language. */
const languageNames: Record<ContentLanguage, { isoCode: LanguageCode; endonym: string; name: Localized }> = {
  de: { isoCode: 'DE', endonym: 'Deutsch', name: { de: 'Deutsch', en: 'German', da: 'Tysk' } },
  en: { isoCode: 'EN', endonym: 'English', name: { de: 'Englisch', en: 'English', da: 'Engelsk' } },
  da: { isoCode: 'DA', endonym: 'Dansk', name: { de: 'Dänisch', en: 'Danish', da: 'Dansk' } },
};

function languageOf(code: ContentLanguage, requestLanguage: ContentLanguage) {
  return {
    isoCode: languageNames[code].isoCode,
    endonymName: languageNames[code].endonym,
    name: languageNames[code].name[requestLanguage],
  };
}

export const localizationResolvers: Resolvers = {
  QueryRoot: {
    localization: async (_parent, _args, context, info) => {
      const language = operationLanguage(info);
      const requested = operationCountry(info);
      const countries = (await findShippingCountries(context)).map((c) => ({
        isoCode: c.code,
        name: localize(c.name, language),
      }));
      return {
        availableCountries: countries,
        availableLanguages: contentLanguages.map((code) => languageOf(code, language)),
        // The buyer's country when the shop ships there, else its home market, as the platform
        // falls back to the primary market for a country outside every market.
        country: countries.find((c) => c.isoCode === requested) ??
          countries.find((c) => c.isoCode === 'DE') ?? { isoCode: 'DE', name: 'Deutschland' },
        language: languageOf(language, language),
      };
    },
  },
};
