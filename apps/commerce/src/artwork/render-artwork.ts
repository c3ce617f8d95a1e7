import type { ArtworkSpec } from './artwork-types.ts';
import { drawGrinder, drawMachine } from './draw-devices.ts';
import { drawAccessory, drawBag, drawBeans, drawCup } from './draw-items.ts';
import { bean, color, shade, textBlock, textOn, wrap } from './svg-utils.ts';

export interface ArtworkSize {
  width: number;
  height: number;
}

interface Box {
  w: number;
  h: number;
}

const BOXES: Record<ArtworkSpec['kind'], Box> = {
  bag: { w: 400, h: 400 },
  beans: { w: 400, h: 400 },
  machine: { w: 400, h: 400 },
  grinder: { w: 400, h: 400 },
  cup: { w: 400, h: 400 },
  accessory: { w: 400, h: 400 },
  placeholder: { w: 400, h: 400 },
  brand: { w: 400, h: 200 },
  collection: { w: 800, h: 300 },
  giftcard: { w: 500, h: 315 },
};

/** Native aspect ratio of a kind, scaled to a default pixel size (long side 1000). */
export function defaultArtworkSize(kind: ArtworkSpec['kind']): ArtworkSize {
  const box = BOXES[kind];
  const scale = 1000 / Math.max(box.w, box.h);
  return { width: Math.round(box.w * scale), height: Math.round(box.h * scale) };
}

function object(s: ArtworkSpec): string {
  switch (s.kind) {
    case 'bag':
      return drawBag(s);
    case 'beans':
      return drawBeans(s);
    case 'machine':
      return drawMachine(s);
    case 'grinder':
      return drawGrinder(s);
    case 'cup':
      return drawCup(s);
    case 'accessory':
      return drawAccessory(s);
    default:
      return '';
  }
}

function placeholder(): string {
  return `<circle cx="200" cy="200" r="92" fill="#e4ddd5"/>${bean(200, 200, 58, 30, '#b9ada1', '#e4ddd5')}`;
}

function brand(s: ArtworkSpec): string {
  const ink = textOn(s.primary);
  const serif = (s.pattern ?? 0) % 2 === 1;
  const lines = wrap(s.label, 18, 2);
  const size = lines.length > 1 ? 26 : s.label.length > 14 ? 28 : 36;
  return [
    `<rect x="12" y="12" width="376" height="176" rx="14" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="2"/>`,
    bean(60, 100, 22, 35, s.accent, s.primary),
    textBlock(lines, {
      x: 225,
      y: s.sublabel ? 88 : 100,
      size,
      weight: 700,
      fill: ink,
      family: serif ? 'serif' : 'sans-serif',
    }),
    s.sublabel
      ? textBlock([s.sublabel.toUpperCase()], { x: 225, y: 146, size: 13, fill: ink, letterSpacing: 3 })
      : '',
  ].join('');
}

function collection(s: ArtworkSpec): string {
  const pattern = (s.pattern ?? 0) % 4;
  const deco: string[] = [];
  for (let i = 0; i < 7; i++) {
    const x = 40 + i * 110 + ((pattern * 17) % 40);
    const y = 40 + ((i * 53 + pattern * 31) % 220);
    deco.push(bean(x, y, 14 + ((i + pattern) % 3) * 6, (i * 47 + pattern * 20) % 180, '#ffffff', s.primary));
  }
  const motif = s.motif
    ? `<g transform="translate(520 10) scale(0.7)">${object({ ...s, kind: s.motif, primary: s.motif === 'bag' ? s.accent : '#f4f4f2', secondary: s.primary })}</g>`
    : '';
  const ink = textOn(s.primary);
  const text = s.label
    ? textBlock(wrap(s.label, 22, 2), {
        x: 60,
        y: s.sublabel ? 130 : 150,
        size: 38,
        weight: 700,
        fill: ink,
        anchor: 'start',
        lineHeight: 44,
      }) +
      (s.sublabel
        ? textBlock(wrap(s.sublabel, 40, 1), { x: 60, y: 200, size: 18, fill: ink, anchor: 'start' })
        : '')
    : '';
  return [
    `<g opacity="0.12">${deco.join('')}</g>`,
    `<circle cx="680" cy="150" r="150" fill="${shade(s.primary, 0.15)}"/>`,
    motif,
    text,
  ].join('');
}

function giftcard(s: ArtworkSpec): string {
  const ink = textOn(s.primary);
  return [
    `<rect x="10" y="10" width="480" height="295" rx="22" fill="${s.primary}"/>`,
    `<rect x="10" y="220" width="480" height="22" fill="${s.accent}" opacity="0.85"/>`,
    bean(420, 80, 36, 30, s.accent, s.primary),
    textBlock([s.label], { x: 40, y: 120, size: 64, weight: 700, fill: ink, anchor: 'start' }),
    s.sublabel
      ? textBlock([s.sublabel], { x: 40, y: 270, size: 20, fill: ink, anchor: 'start', family: 'serif' })
      : '',
  ].join('');
}

function background(s: ArtworkSpec): string {
  switch (s.kind) {
    case 'brand':
    case 'collection':
      return s.primary;
    case 'giftcard':
      return '#f4efe9';
    case 'beans':
      return '#eee3d6';
    case 'placeholder':
      return '#f2eee9';
    default:
      return shade(s.secondary, 0.86);
  }
}

/**
 * Renders an artwork spec as a standalone SVG document: a flat illustration per kind.
 * Deterministic; only generic font families, so librsvg (sharp) renders it anywhere.
 */
export function renderArtwork(spec: ArtworkSpec, size?: ArtworkSize): string {
  const s: ArtworkSpec = {
    ...spec,
    primary: color(spec.primary, '#6f4e37'),
    secondary: color(spec.secondary, '#f3ede2'),
    accent: color(spec.accent, '#d4a017'),
    label: spec.label ?? '',
  };
  const box = BOXES[s.kind] ?? BOXES.placeholder;
  const { width, height } = size ?? defaultArtworkSize(s.kind);
  const body =
    s.kind === 'placeholder'
      ? placeholder()
      : s.kind === 'brand'
        ? brand(s)
        : s.kind === 'collection'
          ? collection(s)
          : s.kind === 'giftcard'
            ? giftcard(s)
            : object(s);
  const bg = background(s);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}" viewBox="0 0 ${box.w} ${box.h}" preserveAspectRatio="xMidYMid meet">` +
    `<rect x="-2000" y="-2000" width="${box.w + 4000}" height="${box.h + 4000}" fill="${bg}"/>` +
    body +
    '</svg>'
  );
}

/** The neutral placeholder for missing images (coffee-bean mark), default 400 × 400. */
export function renderPlaceholder(size: ArtworkSize = { width: 400, height: 400 }): string {
  return renderArtwork(
    { kind: 'placeholder', primary: '#b9ada1', secondary: '#f2eee9', accent: '#e4ddd5', label: '' },
    size,
  );
}
