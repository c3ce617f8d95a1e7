/** The description of a coffee, assembled from shared (cached) fragments. */
import type { Brand, Localized, PreparationType } from './catalog-types.ts';
import type { CoffeeIdentity } from './coffee-identity.ts';
import { BREW_TIPS } from './coffee-tips.ts';
import {
  BLEND_NAMES,
  COFFEE_LINES,
  type CoffeeLineSeed,
  PROCESS_TEXT,
  PROCESSES,
  ROAST_DEGREES,
} from './coffee-words.ts';
import { CONTINENT_NAMES, FLAVOUR_NOTES, ORIGINS, type OriginSeed } from './origins.ts';
import { bulletList, compose, FRAGMENT, type Fragment, fragmentKey, paragraph } from './product-common.ts';
import { PREPARATION_TYPES } from './taste.ts';
import { localized } from './text.ts';

/** Danish adverb forms of the roast degrees ("ristet lyst"). */
const ROAST_ADVERB_DA = ['lyst', 'mellemlyst', 'mellem', 'mellemmørkt', 'mørkt'];
const ORIGIN_INDEX = new Map(ORIGINS.map((o, i) => [o, i]));
const NOTE_INDEX = new Map(Object.keys(FLAVOUR_NOTES).map((k, i) => [k, i]));

export interface CoffeeText {
  who: CoffeeIdentity;
  brand: Brand;
  line: CoffeeLineSeed;
  roast: number;
  noteKeys: readonly string[];
  preparationTypes: readonly PreparationType[];
}

/** Description (HTML and text) and its lead paragraph (for SEO). */
export function coffeeDescription(t: CoffeeText): { html: Localized; text: Localized; lead: Fragment } {
  const { who, brand, line, roast, noteKeys, preparationTypes } = t;
  // Texts below are built lazily: most descriptions reuse cached fragments.
  const prepNames = () =>
    localized((lang) =>
      preparationTypes.map((p) => PREPARATION_TYPES.find((t) => t.key === p)?.name[lang] ?? p).join(', '),
    );
  const noteList = () =>
    localized((lang) => {
      const n = noteKeys.map((k) => (FLAVOUR_NOTES[k] as Localized)[lang]);
      const and = { de: 'und', en: 'and', da: 'og' }[lang];
      return n.length > 1 ? `${n.slice(0, -1).join(', ')} ${and} ${n[n.length - 1]}` : (n[0] ?? '');
    });
  const originNames = () => localized((lang) => who.origins.map((o) => o.country[lang]).join(', '));
  const origin = who.origins[0] as OriginSeed;
  const originsCode = who.origins.reduce((code, o) => code * 32 + (ORIGIN_INDEX.get(o) ?? 0) + 1, 0);
  const roastWord = ROAST_DEGREES[roast] as Localized;
  const first =
    who.blend !== null
      ? paragraph(
          fragmentKey(
            FRAGMENT.coffeeBlend,
            ((BLEND_NAMES.indexOf(who.blend) * 64 + brand.id) * 32_768 + originsCode) * 8 + roast,
          ),
          () => ({
            de: `Die Mischung ${who.blend} von ${brand.name} verbindet Bohnen aus ${originNames().de} und wird ${roastWord.de} geröstet.`,
            en: `The ${who.blend} blend by ${brand.name} brings together beans from ${originNames().en} and is roasted ${roastWord.en}.`,
            da: `Blandingen ${who.blend} fra ${brand.name} forener bønner fra ${originNames().da} og ristes ${ROAST_ADVERB_DA[roast]}.`,
          }),
        )
      : paragraph(
          fragmentKey(
            FRAGMENT.coffeeOrigin,
            ((originsCode * 16 + origin.lots.indexOf(who.lot ?? '')) * 8 +
              (who.process ? PROCESSES.indexOf(who.process) + 1 : 0)) *
              8 +
              roast,
          ),
          () => ({
            de: `Dieser Kaffee stammt aus ${who.lot} in ${origin.country.de}, gewachsen auf rund ${origin.altitude} Metern, ${who.process ? PROCESS_TEXT[who.process].de : 'schonend im Wasserverfahren entkoffeiniert'} und ${roastWord.de} geröstet.`,
            en: `This coffee comes from ${who.lot} in ${origin.country.en}, grown at about ${origin.altitude} metres, ${who.process ? PROCESS_TEXT[who.process].en : 'gently decaffeinated with water'} and roasted ${roastWord.en}.`,
            da: `Denne kaffe kommer fra ${who.lot} i ${origin.country.da}, dyrket i omkring ${origin.altitude} meters højde, ${who.process ? PROCESS_TEXT[who.process].da : 'skånsomt gjort koffeinfri med vand'} og ristet ${ROAST_ADVERB_DA[roast]}.`,
          }),
        );
  const cup = paragraph(
    fragmentKey(
      FRAGMENT.coffeeNotes,
      noteKeys.reduce((code, k) => code * 64 + (NOTE_INDEX.get(k) ?? 0) + 1, 0),
    ),
    () => {
      const list = noteList();
      return {
        de: `In der Tasse zeigen sich Noten von ${list.de}.`,
        en: `In the cup you will find notes of ${list.en}.`,
        da: `I koppen finder du noter af ${list.da}.`,
      };
    },
  );
  const about = paragraph(fragmentKey(FRAGMENT.brand, brand.id), () => brand.description);
  const facts = bulletList(
    fragmentKey(FRAGMENT.coffeeFacts, (originsCode * 8 + roast) * 8 + COFFEE_LINES.indexOf(line)),
    () => {
      const names = originNames();
      const prep = prepNames();
      const region = CONTINENT_NAMES[origin.continent];
      return {
        de: [
          `Herkunft: ${names.de} (${region.de})`,
          `Röstgrad: ${roastWord.de}`,
          `Empfohlen für: ${prep.de}`,
        ],
        en: [`Origin: ${names.en} (${region.en})`, `Roast: ${roastWord.en}`, `Recommended for: ${prep.en}`],
        da: [
          `Oprindelse: ${names.da} (${region.da})`,
          `Ristning: ${roastWord.da}`,
          `Anbefales til: ${prep.da}`,
        ],
      };
    },
  );
  const tips = BREW_TIPS[line.key];
  const tipIndex = (brand.id + roast) % tips.length;
  const tip = paragraph(
    fragmentKey(FRAGMENT.brewTip, COFFEE_LINES.indexOf(line) * 8 + tipIndex),
    () => tips[tipIndex] as Localized,
  );
  return { ...compose([first, cup, tip, about, facts]), lead: first };
}
