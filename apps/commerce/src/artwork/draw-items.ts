import type { ArtworkSpec } from './artwork-types.ts';
import { bean, fitSize, shade, textBlock, textOn, wrap } from './svg-utils.ts';

/** Drawings of bags, beans, cups and accessories in a 400 × 400 box. */

const ROAST_COLORS = ['#a0703c', '#8a5a2b', '#6f4526', '#553219', '#3b2210'];
const STEEL = '#c9ccd1';
const SHADOW = '<ellipse cx="200" cy="352" rx="120" ry="12" fill="#000" opacity="0.12"/>';

function labelText(label: string, ink: string): string {
  const lines = wrap(label, 14, 3);
  const size = fitSize(lines, 136, 15);
  return textBlock(lines, { x: 200, y: lines.length > 2 ? 184 : 188, size, weight: 700, fill: ink });
}

export function drawBag(s: ArtworkSpec): string {
  const p = s.primary;
  const label = s.secondary;
  const pattern = (s.pattern ?? 0) % 4;
  const ink = textOn(label);
  let crimp = 'M106 66';
  for (let x = 106; x < 294; x += 8) crimp += ` L${x + 4} 58 L${x + 8} 66`;
  const labelShape =
    pattern === 1
      ? `<circle cx="200" cy="222" r="78" fill="${label}"/>`
      : `<rect x="124" y="148" width="152" height="150" rx="${pattern === 3 ? 4 : 12}" fill="${label}"${pattern === 3 ? ` stroke="${s.accent}" stroke-width="5"` : ''}/>`;
  const stripe = pattern === 2 ? `<rect x="104" y="312" width="192" height="14" fill="${s.accent}"/>` : '';
  return [
    SHADOW,
    `<path d="M110 90 L290 90 L302 338 Q302 352 288 352 L112 352 Q98 352 98 338 Z" fill="${p}"/>`,
    `<path d="M110 90 L140 90 L130 352 L112 352 Q98 352 98 338 Z" fill="#000" opacity="0.07"/>`,
    `<path d="${crimp} L294 92 L106 92 Z" fill="${shade(p, -0.18)}"/>`,
    `<circle cx="200" cy="118" r="9" fill="${shade(p, -0.25)}"/><circle cx="200" cy="118" r="4" fill="${shade(p, 0.3)}"/>`,
    labelShape,
    stripe,
    labelText(s.label, ink),
    s.sublabel
      ? textBlock(wrap(s.sublabel, 16, 2), { x: 200, y: 232, size: 14, fill: ink, family: 'serif' })
      : '',
    s.caption
      ? textBlock([s.caption], { x: 200, y: 272, size: 11, weight: 700, fill: ink, letterSpacing: 2 })
      : '',
    bean(200, 322, 9, 20, shade(p, -0.3), shade(p, 0.2)),
  ].join('');
}

export function drawBeans(s: ArtworkSpec): string {
  const roast = ROAST_COLORS[Math.min(4, Math.max(0, s.pattern ?? 2))] as string;
  const parts: string[] = [];
  let seed = 7 + (s.pattern ?? 0) * 13;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6; col++) {
      const x = 40 + col * 64 + (row % 2) * 30 + next() * 14;
      const y = 40 + row * 62 + next() * 14;
      const tone = shade(roast, (next() - 0.5) * 0.25);
      parts.push(bean(x, y, 26, Math.round(next() * 180), tone, shade(roast, -0.45)));
    }
  }
  return parts.join('');
}

function cup(s: ArtworkSpec): string {
  const body = s.primary;
  const edge = shade(body, -0.15);
  switch (s.shape) {
    case 'espresso':
      return [
        SHADOW,
        `<ellipse cx="200" cy="300" rx="118" ry="24" fill="${edge}"/><ellipse cx="200" cy="296" rx="110" ry="20" fill="${body}"/>`,
        `<path d="M258 215 C 300 215, 300 265, 250 262" stroke="${body}" stroke-width="14" fill="none"/>`,
        `<path d="M140 200 L260 200 Q258 292 200 294 Q142 292 140 200 Z" fill="${body}" stroke="${edge}" stroke-width="2"/>`,
        `<ellipse cx="200" cy="200" rx="60" ry="11" fill="#b97a45"/><ellipse cx="194" cy="198" rx="30" ry="5" fill="#d9a066"/>`,
        `<rect x="150" y="236" width="100" height="8" fill="${s.secondary}" opacity="0.8"/>`,
      ].join('');
    case 'glass':
      return [
        SHADOW,
        `<rect x="140" y="90" width="120" height="250" rx="14" fill="#ffffff" opacity="0.55" stroke="#9fb4c0" stroke-width="3"/>`,
        `<rect x="150" y="230" width="100" height="100" rx="8" fill="#f3ede2"/>`,
        `<rect x="150" y="170" width="100" height="60" fill="#8b5a2b"/>`,
        `<rect x="150" y="130" width="100" height="40" rx="6" fill="#fffaf2"/>`,
      ].join('');
    case 'mug':
      return [
        SHADOW,
        `<path d="M268 190 C 330 190, 330 290, 262 286" stroke="${body}" stroke-width="20" fill="none"/>`,
        `<rect x="120" y="150" width="160" height="190" rx="22" fill="${body}" stroke="${edge}" stroke-width="2"/>`,
        `<ellipse cx="200" cy="156" rx="74" ry="12" fill="#6f4526"/>`,
        `<rect x="120" y="250" width="160" height="14" fill="${s.secondary}" opacity="0.7"/>`,
      ].join('');
    default:
      return [
        SHADOW,
        `<ellipse cx="200" cy="312" rx="140" ry="26" fill="${edge}"/><ellipse cx="200" cy="308" rx="132" ry="22" fill="${body}"/>`,
        `<path d="M282 196 C 336 196, 336 262, 276 262" stroke="${body}" stroke-width="16" fill="none"/>`,
        `<path d="M106 170 L294 170 Q288 298 200 300 Q112 298 106 170 Z" fill="${body}" stroke="${edge}" stroke-width="2"/>`,
        `<ellipse cx="200" cy="170" rx="94" ry="18" fill="#c68b59"/><ellipse cx="200" cy="170" rx="78" ry="13" fill="#f3e3cc"/>`,
        `<path d="M200 182 C 170 165, 178 150, 200 162 C 222 150, 230 165, 200 182 Z" fill="#c68b59"/>`,
      ].join('');
  }
}

function accessory(s: ArtworkSpec): string {
  const p = s.primary;
  const dark = shade(p, -0.25);
  switch (s.shape) {
    case 'tamper':
      return [
        SHADOW,
        `<ellipse cx="200" cy="140" rx="52" ry="64" fill="${s.secondary}"/><ellipse cx="184" cy="120" rx="14" ry="24" fill="#fff" opacity="0.2"/>`,
        `<rect x="184" y="196" width="32" height="66" fill="${dark}"/>`,
        `<rect x="126" y="262" width="148" height="46" rx="8" fill="${STEEL}"/><rect x="126" y="262" width="148" height="10" fill="#fff" opacity="0.35"/>`,
      ].join('');
    case 'scale':
      return [
        SHADOW,
        `<rect x="80" y="210" width="240" height="90" rx="16" fill="${p}"/>`,
        `<rect x="92" y="196" width="216" height="20" rx="8" fill="${shade(p, 0.2)}"/>`,
        `<rect x="150" y="240" width="100" height="34" rx="6" fill="#0f1a14"/>`,
        textBlock(['18.0 g'], { x: 200, y: 257, size: 18, weight: 700, fill: '#7CFC9A' }),
        `<circle cx="280" cy="257" r="9" fill="${dark}"/>`,
      ].join('');
    case 'cleaning':
      return [
        SHADOW,
        `<rect x="170" y="90" width="60" height="40" rx="6" fill="${s.secondary}"/>`,
        `<rect x="140" y="126" width="120" height="214" rx="24" fill="${p}"/>`,
        `<rect x="152" y="190" width="96" height="90" rx="8" fill="#ffffff" opacity="0.9"/>`,
        `<path d="M200 206 C 186 226, 186 252, 200 260 C 214 252, 214 226, 200 206 Z" fill="${p}"/>`,
        `<circle cx="300" cy="320" r="16" fill="#fff" stroke="${dark}" stroke-width="3"/><circle cx="96" cy="322" r="14" fill="#fff" stroke="${dark}" stroke-width="3"/>`,
      ].join('');
    case 'dripper':
      return [
        SHADOW,
        `<path d="M140 236 L260 236 L276 340 L124 340 Z" fill="#ffffff" opacity="0.6" stroke="#9fb4c0" stroke-width="3"/>`,
        `<path d="M134 290 L266 290 L276 340 L124 340 Z" fill="#6f4526"/>`,
        `<rect x="150" y="222" width="100" height="16" rx="4" fill="${dark}"/>`,
        `<path d="M108 110 L292 110 L236 222 L164 222 Z" fill="${p}" stroke="${dark}" stroke-width="3"/>`,
        `<path d="M150 130 L180 210 M200 130 L200 210 M250 130 L220 210" stroke="${dark}" stroke-width="3" opacity="0.5"/>`,
      ].join('');
    case 'kettle':
      return [
        SHADOW,
        `<path d="M130 170 L270 170 L284 330 Q284 342 272 342 L128 342 Q116 342 116 330 Z" fill="${p}"/>`,
        `<path d="M126 250 C 70 240, 70 170, 40 120" stroke="${p}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
        `<path d="M270 190 C 330 190, 330 300, 280 300" stroke="${dark}" stroke-width="16" fill="none"/>`,
        `<ellipse cx="200" cy="170" rx="70" ry="12" fill="${dark}"/><circle cx="200" cy="152" r="12" fill="${s.secondary}"/>`,
      ].join('');
    case 'canister':
      return [
        SHADOW,
        `<rect x="130" y="140" width="140" height="200" rx="12" fill="${p}"/>`,
        `<rect x="124" y="118" width="152" height="34" rx="10" fill="${dark}"/>`,
        `<circle cx="200" cy="135" r="8" fill="${shade(p, 0.3)}"/>`,
        `<rect x="150" y="210" width="100" height="60" rx="6" fill="${s.secondary}"/>`,
        bean(200, 240, 16, 25, '#6f4526', '#3b2210'),
      ].join('');
    default:
      return [
        SHADOW,
        `<path d="M262 160 C 316 170, 316 270, 264 280" stroke="${dark}" stroke-width="16" fill="none"/>`,
        `<path d="M150 110 L262 110 L282 330 Q282 342 270 342 L130 342 Q118 342 118 330 L138 140 L104 118 Z" fill="${p}"/>`,
        `<path d="M160 120 L176 120 L160 330 L144 330 Z" fill="#fff" opacity="0.3"/>`,
        `<rect x="140" y="230" width="130" height="10" fill="${s.secondary}" opacity="0.6"/>`,
      ].join('');
  }
}

export function drawCup(s: ArtworkSpec): string {
  return cup(s);
}

export function drawAccessory(s: ArtworkSpec): string {
  return accessory(s);
}
