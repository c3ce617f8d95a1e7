import type { Localized } from './catalog-types.ts';
import type { DeviceSeed } from './device-seed-type.ts';
import { ACCESSORY_SEEDS } from './device-seeds-accessories.ts';
import { MACHINE_SEEDS } from './device-seeds-machines.ts';

const l = (de: string, en: string, da: string): Localized => ({ de, en, da });

export const MODEL_NAMES: readonly string[] = [
  'Aurora',
  'Primo',
  'Classica',
  'Leva',
  'Stella',
  'Vento',
  'Duetto',
  'Mira',
  'Nova',
  'Rocca',
  'Piccola',
  'Forte',
  'Brillante',
  'Serena',
  'Terra',
  'Luna',
  'Kompass',
  'Anker',
  'Fjord',
  'Zenit',
  'Atlas',
  'Orbit',
  'Kiel',
  'Lago',
  'Sole',
  'Brio',
  'Vela',
  'Tondo',
  'Linea',
  'Quadra',
];
export const MODEL_SUFFIXES: readonly string[] = [
  '',
  ' II',
  ' Pro',
  ' PID',
  ' Evo',
  ' Plus',
  ' S',
  ' V2',
  ' 64',
  ' 83',
  ' Mini',
  ' XL',
];

export interface ColorSeed {
  code: string;
  hex: string;
  name: Localized;
}

export const DEVICE_COLORS: readonly ColorSeed[] = [
  { code: 'SS', hex: '#c9ccd1', name: l('Edelstahl', 'Stainless steel', 'Rustfrit stål') },
  { code: 'BK', hex: '#1c1c1e', name: l('Schwarz', 'Black', 'Sort') },
  { code: 'WH', hex: '#f4f4f2', name: l('Weiß', 'White', 'Hvid') },
  { code: 'RD', hex: '#b3261e', name: l('Rot', 'Red', 'Rød') },
  { code: 'CR', hex: '#eadfc8', name: l('Creme', 'Cream', 'Creme') },
  { code: 'SG', hex: '#8fa68e', name: l('Salbeigrün', 'Sage green', 'Salviegrøn') },
  { code: 'NB', hex: '#22304f', name: l('Nachtblau', 'Midnight blue', 'Natblå') },
  { code: 'CU', hex: '#b87333', name: l('Kupfer', 'Copper', 'Kobber') },
  { code: 'SA', hex: '#d8c3a5', name: l('Sand', 'Sand', 'Sand') },
];

export const DEVICE_SEEDS: readonly DeviceSeed[] = [...MACHINE_SEEDS, ...ACCESSORY_SEEDS];

/** Which equipment brands make which device (keys of DEVICE_SEEDS → keys of BRAND_SEEDS). */
export const DEVICE_BRANDS: Record<string, readonly string[]> = {
  'single-boiler': ['lucenti', 'vesuvia', 'maestrale'],
  'dual-boiler': ['lucenti', 'vesuvia'],
  automatic: ['solano', 'helvetia'],
  'filter-machine': ['bruehwerk', 'helvetia'],
  'espresso-grinder': ['kroemervoss', 'mahlgut', 'macinaveloce', 'vesuvia'],
  'filter-grinder': ['kroemervoss', 'mahlgut'],
  'hand-grinder': ['kroemervoss', 'nordiskbrygg'],
  'milk-jug': ['baristica', 'lucenti'],
  tamper: ['baristica', 'kroemervoss'],
  scale: ['feinwaage', 'nordiskbrygg'],
  cleaning: ['klarwasser'],
  dripper: ['nordiskbrygg', 'bruehwerk'],
  kettle: ['bruehwerk', 'nordiskbrygg'],
  frother: ['bruehwerk', 'solano'],
  canister: ['tidevand', 'baristica'],
  'espresso-cup': ['hellwig', 'tidevand'],
  'cappuccino-cup': ['hellwig', 'tidevand'],
  glass: ['waldeck', 'nordiskbrygg'],
  mug: ['tidevand', 'hellwig'],
};

/** Colour codes offered per category. */
export const CATEGORY_COLORS: Record<string, readonly string[]> = {
  machine: ['SS', 'BK', 'WH', 'RD', 'CR', 'SG', 'NB', 'CU'],
  grinder: ['BK', 'SS', 'WH', 'RD', 'NB'],
  accessory: ['BK', 'SS', 'WH', 'SG', 'CU'],
  cup: ['WH', 'BK', 'SA', 'SG', 'NB'],
};
