import { defineMessages, type FeatureTranslate, hasMessage } from '../i18n/define-messages.ts';
import type { TasteFacetKey } from './product-view.ts';

/**
 * Read on the server only (product-view.server.ts names the facets for the page), so these texts in
 * three languages stay out of the browser's bundle.
 *
 * Names of the taste facets and their scale steps (the catalogue's own labels, spec section 3). */
export const tasteMessages = defineMessages({
  de: {
    roast: 'Röstgrad',
    'roast.light': 'hell',
    'roast.medium-light': 'mittelhell',
    'roast.medium': 'mittel',
    'roast.medium-dark': 'mitteldunkel',
    'roast.dark': 'dunkel',
    body: 'Körper',
    'body.light': 'leicht',
    'body.medium': 'mittel',
    'body.full': 'vollmundig',
    caffeine: 'Koffein',
    'caffeine.decaffeinated': 'entkoffeiniert',
    'caffeine.regular': 'normal',
    'caffeine.high-with-robusta-': 'hoch (mit Robusta)',
    strength: 'Stärke',
    'strength.mild': 'mild',
    'strength.mild-to-medium': 'mild-mittel',
    'strength.medium': 'mittel',
    'strength.strong': 'kräftig',
    'strength.very-strong': 'sehr kräftig',
    balance: 'Balance',
    'balance.bright': 'säurebetont',
    'balance.balanced': 'ausgewogen',
    'balance.chocolatey': 'schokoladig',
    fruit: 'Fruchtnote',
    'fruit.none': 'keine',
    'fruit.subtle': 'dezent',
    'fruit.noticeable': 'deutlich',
    'fruit.pronounced': 'ausgeprägt',
    crema: 'Crema',
    'crema.little': 'wenig',
    'crema.medium': 'mittel',
    'crema.rich': 'viel',
  },
  en: {
    roast: 'Roast',
    'roast.light': 'light',
    'roast.medium-light': 'medium-light',
    'roast.medium': 'medium',
    'roast.medium-dark': 'medium-dark',
    'roast.dark': 'dark',
    body: 'Body',
    'body.light': 'light',
    'body.medium': 'medium',
    'body.full': 'full',
    caffeine: 'Caffeine',
    'caffeine.decaffeinated': 'decaffeinated',
    'caffeine.regular': 'regular',
    'caffeine.high-with-robusta-': 'high (with robusta)',
    strength: 'Strength',
    'strength.mild': 'mild',
    'strength.mild-to-medium': 'mild to medium',
    'strength.medium': 'medium',
    'strength.strong': 'strong',
    'strength.very-strong': 'very strong',
    balance: 'Balance',
    'balance.bright': 'bright',
    'balance.balanced': 'balanced',
    'balance.chocolatey': 'chocolatey',
    fruit: 'Fruit note',
    'fruit.none': 'none',
    'fruit.subtle': 'subtle',
    'fruit.noticeable': 'noticeable',
    'fruit.pronounced': 'pronounced',
    crema: 'Crema',
    'crema.little': 'little',
    'crema.medium': 'medium',
    'crema.rich': 'rich',
  },
  da: {
    roast: 'Ristningsgrad',
    'roast.light': 'lys',
    'roast.medium-light': 'mellemlys',
    'roast.medium': 'mellem',
    'roast.medium-dark': 'mellemmørk',
    'roast.dark': 'mørk',
    body: 'Fylde',
    'body.light': 'let',
    'body.medium': 'mellem',
    'body.full': 'fyldig',
    caffeine: 'Koffein',
    'caffeine.decaffeinated': 'koffeinfri',
    'caffeine.regular': 'normal',
    'caffeine.high-with-robusta-': 'høj (med robusta)',
    strength: 'Styrke',
    'strength.mild': 'mild',
    'strength.mild-to-medium': 'mild til mellem',
    'strength.medium': 'mellem',
    'strength.strong': 'kraftig',
    'strength.very-strong': 'meget kraftig',
    balance: 'Balance',
    'balance.bright': 'syrlig',
    'balance.balanced': 'afbalanceret',
    'balance.chocolatey': 'chokoladeagtig',
    fruit: 'Frugtnote',
    'fruit.none': 'ingen',
    'fruit.subtle': 'diskret',
    'fruit.noticeable': 'tydelig',
    'fruit.pronounced': 'markant',
    crema: 'Crema',
    'crema.little': 'lidt',
    'crema.medium': 'mellem',
    'crema.rich': 'meget',
  },
});

type TasteMessageKey = keyof (typeof tasteMessages)['de'];

function isTasteMessageKey(key: string): key is TasteMessageKey {
  return hasMessage(tasteMessages, key);
}

/** A step's name in the page's language, or the catalogue's key when we have no name for it. */
export function tasteStepName(
  t: FeatureTranslate<TasteMessageKey>,
  facet: TasteFacetKey,
  value: string,
): string {
  const key = `${facet}.${value}`;
  return isTasteMessageKey(key) ? t(key) : value;
}

/** Spec section 3: the preparation types, by the key the catalogue stores. */
export const preparationMessages = defineMessages({
  de: {
    espresso: 'Espresso',
    filter: 'Filter',
    'milk-coffee': 'Milchkaffee',
    'caffe-crema': 'Caffè Crema',
    cappuccino: 'Cappuccino',
  },
  en: {
    espresso: 'Espresso',
    filter: 'Filter',
    'milk-coffee': 'Milk coffee',
    'caffe-crema': 'Caffè crema',
    cappuccino: 'Cappuccino',
  },
  da: {
    espresso: 'Espresso',
    filter: 'Filter',
    'milk-coffee': 'Kaffe med mælk',
    'caffe-crema': 'Caffè crema',
    cappuccino: 'Cappuccino',
  },
});

export type PreparationKey = keyof (typeof preparationMessages)['de'];

export function isPreparationKey(key: string): key is PreparationKey {
  return hasMessage(preparationMessages, key);
}
