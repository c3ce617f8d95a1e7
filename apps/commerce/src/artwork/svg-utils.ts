import { escapeHtml } from '../shared/html-template.ts';

/** Small helpers for building SVG markup: escaping, colours, text layout. */

const HEX = /^#([0-9a-f]{6})$/i;

/** A safe `#rrggbb` colour: invalid input falls back to the given default. */
export function color(value: string | undefined, fallback: string): string {
  return value && HEX.test(value) ? value.toLowerCase() : fallback;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes a colour with white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = channels(hex);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(r + (target - r) * a, g + (target - g) * a, b + (target - b) * a);
}

/** Relative luminance 0..1 (sRGB approximation). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Dark or light text colour readable on the given background. */
export function textOn(hex: string): string {
  return luminance(hex) > 0.6 ? '#1f1a17' : '#ffffff';
}

/**
 * Splits text into at most `maxLines` lines of about `maxChars` characters. A single word longer than that
 * keeps its own line (up to `hardMax` characters); text beyond the last line or `hardMax` is cut with "…".
 */
export function wrap(
  text: string,
  maxChars: number,
  maxLines: number,
  hardMax = Math.round(maxChars * 1.5),
): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  const cut = (line: string) => (line.length > hardMax ? `${line.slice(0, hardMax - 1)}…` : line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept.map(cut);
  }
  return lines.map(cut);
}

/** Font size at which the longest line fits into `width` (average glyph width ≈ 0.6 em), at most `max`. */
export function fitSize(lines: string[], width: number, max: number): number {
  const longest = Math.max(1, ...lines.map((l) => l.length));
  return Math.max(8, Math.min(max, Math.floor(width / (longest * 0.6))));
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  family?: 'sans-serif' | 'serif';
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
  letterSpacing?: number;
}

/** One or more centred text lines (already wrapped); the block is vertically centred on y. */
export function textBlock(lines: string[], o: TextOptions): string {
  const lh = o.lineHeight ?? o.size * 1.15;
  const top = o.y - ((lines.length - 1) * lh) / 2;
  const spacing = o.letterSpacing ? ` letter-spacing="${o.letterSpacing}"` : '';
  return lines
    .map(
      (line, i) =>
        `<text x="${o.x}" y="${(top + i * lh).toFixed(1)}" font-family="${o.family ?? 'sans-serif'}" font-size="${o.size}" font-weight="${o.weight ?? 400}" fill="${o.fill}" text-anchor="${o.anchor ?? 'middle'}" dominant-baseline="central"${spacing}>${escapeHtml(line)}</text>`,
    )
    .join('');
}

/** A coffee bean: an ellipse with the centre crease, rotated. */
export function bean(
  cx: number,
  cy: number,
  r: number,
  rotate: number,
  fill: string,
  crease: string,
): string {
  return `<g transform="translate(${cx} ${cy}) rotate(${rotate})"><ellipse rx="${r * 0.72}" ry="${r}" fill="${fill}"/><path d="M0 ${-r * 0.85} C ${r * 0.35} ${-r * 0.3}, ${-r * 0.35} ${r * 0.3}, 0 ${r * 0.85}" stroke="${crease}" stroke-width="${(r * 0.14).toFixed(1)}" fill="none" stroke-linecap="round"/></g>`;
}
