/** Who a coffee is: line (espresso, filter...), roaster, origin or blend, a unique title; and its taste profile. */
import type { CatalogContext } from './catalog-context.ts';
import type { Brand, Localized, TasteProfile } from './catalog-types.ts';
import { BLEND_NAMES, COFFEE_LINES, type CoffeeLineSeed, PROCESSES } from './coffee-words.ts';
import { ORIGINS, type OriginSeed } from './origins.ts';
import type { TitleRegistry } from './product-common.ts';
import { localized } from './text.ts';

export function pickLine(ctx: CatalogContext): CoffeeLineSeed {
  let r = ctx.rnd.next();
  for (const line of COFFEE_LINES) {
    r -= line.weight;
    if (r < 0) return line;
  }
  return COFFEE_LINES[0] as CoffeeLineSeed;
}

export interface CoffeeIdentity {
  title: Localized;
  /** The title's parts, for building the handle without re-parsing the title. */
  parts: Localized<string[]>;
  origins: OriginSeed[];
  lot: string | null;
  process: (typeof PROCESSES)[number] | null;
  blend: string | null;
}

export function identity(
  ctx: CatalogContext,
  brand: Brand,
  line: CoffeeLineSeed,
  titles: TitleRegistry,
): CoffeeIdentity {
  const { rnd } = ctx;
  const lineIndex = COFFEE_LINES.indexOf(line);
  let key = 0;
  let pick = { blend: -1, origins: [] as OriginSeed[], origin: 0, lot: 0, process: -1, withCountry: false };
  for (let attempt = 0; attempt < 4; attempt++) {
    const isBlend =
      line.key !== 'filter' && rnd.chance(line.key === 'crema' || line.key === 'espresso' ? 0.5 : 0.25);
    if (isBlend) {
      const blend = rnd.int(0, BLEND_NAMES.length - 1);
      const origins = rnd.sample(ORIGINS, rnd.int(2, 3));
      pick = { blend, origins, origin: 0, lot: 0, process: -1, withCountry: false };
      key = ((brand.id * 8 + lineIndex) * 64 + blend) * 2 + 1;
    } else {
      const origin = rnd.int(0, ORIGINS.length - 1);
      const seed = ORIGINS[origin] as OriginSeed;
      const lot = rnd.int(0, seed.lots.length - 1);
      const process = line.key === 'decaf' ? -1 : rnd.int(0, PROCESSES.length - 1);
      const withCountry = rnd.chance(0.4);
      pick = { blend: -1, origins: [seed], origin, lot, process, withCountry };
      key =
        (((((brand.id * 8 + lineIndex) * 32 + origin) * 16 + lot) * 8 + process + 1) * 2 +
          (withCountry ? 1 : 0)) *
        2;
    }
    if (!titles.has(key)) break;
  }
  const lotNo = titles.claim(key) + 1;
  const suffix = lotNo > 1 ? `Lot ${lotNo}` : null;
  const roast = line.roastName;
  if (pick.blend >= 0) {
    const blend = BLEND_NAMES[pick.blend] as string;
    const parts = localized((lang) => [brand.name, blend, roast[lang], ...(suffix ? [suffix] : [])]);
    const title = localized(
      (lang) => `${brand.name} ${blend} – ${roast[lang]}${suffix ? ` (${suffix})` : ''}`,
    );
    return { title, parts, origins: pick.origins, lot: null, process: null, blend };
  }
  const origin = pick.origins[0] as OriginSeed;
  const lot = origin.lots[pick.lot] as string;
  const process = pick.process >= 0 ? (PROCESSES[pick.process] ?? null) : null;
  const parts = localized((lang) => {
    const list = [brand.name];
    if (pick.withCountry) list.push(origin.country[lang]);
    list.push(lot);
    if (process) list.push(process);
    list.push(roast[lang]);
    if (suffix) list.push(suffix);
    return list;
  });
  const title = localized((lang) => {
    const where = pick.withCountry ? `${origin.country[lang]} ${lot}` : lot;
    return `${brand.name} ${where}${process ? ` ${process}` : ''} – ${roast[lang]}${suffix ? ` (${suffix})` : ''}`;
  });
  return { title, parts, origins: pick.origins, lot, process, blend: null };
}

export function tasteFor(
  ctx: CatalogContext,
  line: CoffeeLineSeed,
  roast: number,
  blend: boolean,
): TasteProfile {
  const { rnd } = ctx;
  const robusta = blend && roast >= 3 && rnd.chance(0.4);
  return {
    roast,
    body: Math.min(2, Math.floor(roast / 2) + (rnd.chance(0.3) ? 1 : 0)),
    caffeine: line.key === 'decaf' ? 0 : robusta ? 2 : 1,
    strength: Math.min(4, roast + (robusta ? 1 : 0)),
    balance: roast <= 1 ? 0 : roast >= 3 ? 2 : 1,
    fruit: Math.max(0, 3 - roast - (rnd.chance(0.5) ? 0 : 1) + (roast === 0 ? 1 : 0)),
    crema: line.key === 'filter' ? 0 : Math.min(2, 1 + (robusta || roast >= 3 ? 1 : 0)),
  };
}
