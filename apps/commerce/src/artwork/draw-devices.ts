import type { ArtworkSpec } from './artwork-types.ts';
import { bean, shade } from './svg-utils.ts';

/** Drawings of machines and grinders in a 400 × 400 box; the body takes the variant colour. */

const STEEL = '#c9ccd1';
const STEEL_DARK = '#8e949b';
const SHADOW = '<ellipse cx="200" cy="350" rx="150" ry="12" fill="#000" opacity="0.12"/>';

function espressoCup(x: number, y: number): string {
  return `<path d="M${x - 18} ${y} L${x + 18} ${y} Q${x + 17} ${y + 26} ${x} ${y + 27} Q${x - 17} ${y + 26} ${x - 18} ${y} Z" fill="#fff" stroke="#d0c8c0" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="17" ry="4" fill="#8b5a2b"/>`;
}

function portafilter(s: ArtworkSpec): string {
  const p = s.primary;
  const edge = shade(p, -0.2);
  return [
    SHADOW,
    `<rect x="84" y="96" width="232" height="16" rx="4" fill="${STEEL}"/>`,
    `<rect x="88" y="110" width="224" height="200" rx="14" fill="${p}" stroke="${edge}" stroke-width="2"/>`,
    `<rect x="100" y="120" width="16" height="180" rx="6" fill="#fff" opacity="0.18"/>`,
    `<circle cx="150" cy="156" r="22" fill="#fff" stroke="${STEEL_DARK}" stroke-width="5"/><path d="M150 156 L162 146" stroke="#c0392b" stroke-width="3"/>`,
    `<circle cx="250" cy="156" r="10" fill="${STEEL_DARK}"/>`,
    `<rect x="170" y="196" width="60" height="28" rx="4" fill="${STEEL}"/>`,
    `<rect x="174" y="222" width="52" height="14" rx="4" fill="${STEEL_DARK}"/>`,
    `<rect x="222" y="224" width="84" height="12" rx="6" fill="#2b2b2b"/>`,
    `<path d="M292 186 L300 186 L300 262" stroke="${STEEL}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    espressoCup(200, 262),
    `<rect x="104" y="292" width="192" height="14" rx="4" fill="${STEEL_DARK}"/>`,
    `<rect x="96" y="310" width="18" height="30" fill="${edge}"/><rect x="286" y="310" width="18" height="30" fill="${edge}"/>`,
  ].join('');
}

function automatic(s: ArtworkSpec): string {
  const p = s.primary;
  const edge = shade(p, -0.2);
  return [
    SHADOW,
    `<rect x="112" y="70" width="176" height="272" rx="26" fill="${p}" stroke="${edge}" stroke-width="2"/>`,
    `<rect x="124" y="80" width="14" height="250" rx="7" fill="#fff" opacity="0.18"/>`,
    `<rect x="142" y="100" width="116" height="60" rx="8" fill="#10212b"/>`,
    `<circle cx="170" cy="130" r="10" fill="#e6b35a"/><circle cx="200" cy="130" r="10" fill="#f3ede2"/><circle cx="230" cy="130" r="10" fill="#8b5a2b"/>`,
    `<rect x="150" y="176" width="100" height="18" rx="6" fill="${edge}"/>`,
    `<rect x="180" y="194" width="40" height="22" rx="4" fill="${STEEL}"/>`,
    `<rect x="140" y="218" width="120" height="90" rx="6" fill="${shade(p, -0.45)}"/>`,
    espressoCup(200, 262),
    `<rect x="136" y="300" width="128" height="14" rx="4" fill="${STEEL_DARK}"/>`,
  ].join('');
}

function filterMachine(s: ArtworkSpec): string {
  const p = s.primary;
  const edge = shade(p, -0.2);
  return [
    SHADOW,
    `<rect x="236" y="70" width="80" height="270" rx="14" fill="${p}" stroke="${edge}" stroke-width="2"/>`,
    `<rect x="250" y="100" width="14" height="150" rx="6" fill="#9fc5e8" opacity="0.8"/>`,
    `<rect x="84" y="70" width="170" height="30" rx="10" fill="${p}" stroke="${edge}" stroke-width="2"/>`,
    `<path d="M110 100 L230 100 L206 150 L134 150 Z" fill="${edge}"/>`,
    `<path d="M110 190 L230 190 L242 310 Q242 322 230 322 L110 322 Q98 322 98 310 Z" fill="#fff" opacity="0.55" stroke="#9fb4c0" stroke-width="3"/>`,
    `<path d="M102 250 L238 250 L242 310 Q242 322 230 322 L110 322 Q98 322 98 310 Z" fill="#6f4526"/>`,
    `<rect x="140" y="176" width="60" height="16" rx="4" fill="${shade(p, -0.35)}"/>`,
    `<rect x="76" y="322" width="252" height="20" rx="6" fill="${p}" stroke="${edge}" stroke-width="2"/>`,
  ].join('');
}

function frother(s: ArtworkSpec): string {
  const p = s.primary;
  return [
    SHADOW,
    `<rect x="110" y="300" width="180" height="40" rx="14" fill="${shade(p, -0.3)}"/>`,
    `<path d="M140 110 L260 110 L270 300 L130 300 Z" fill="${p}"/>`,
    `<rect x="134" y="96" width="132" height="20" rx="8" fill="${shade(p, -0.2)}"/>`,
    `<path d="M262 150 C 312 160, 312 250, 266 258" stroke="${shade(p, -0.2)}" stroke-width="14" fill="none"/>`,
    `<circle cx="200" cy="320" r="6" fill="#7CFC9A"/>`,
  ].join('');
}

function electricGrinder(s: ArtworkSpec): string {
  const p = s.primary;
  const edge = shade(p, -0.2);
  return [
    SHADOW,
    `<path d="M140 50 L260 50 L232 150 L168 150 Z" fill="#ffffff" opacity="0.6" stroke="#9fb4c0" stroke-width="3"/>`,
    bean(180, 120, 10, 30, '#6f4526', '#3b2210'),
    bean(210, 112, 10, -20, '#5b3a1f', '#2c1a0c'),
    bean(196, 134, 10, 70, '#6f4526', '#3b2210'),
    `<rect x="136" y="148" width="128" height="160" rx="14" fill="${p}" stroke="${edge}" stroke-width="2"/>`,
    `<rect x="146" y="158" width="12" height="140" rx="6" fill="#fff" opacity="0.18"/>`,
    `<circle cx="200" cy="190" r="20" fill="${STEEL}" stroke="${STEEL_DARK}" stroke-width="4"/>`,
    `<rect x="186" y="228" width="28" height="24" rx="4" fill="${STEEL_DARK}"/>`,
    `<rect x="164" y="266" width="72" height="12" rx="6" fill="#2b2b2b"/>`,
    `<rect x="116" y="306" width="168" height="34" rx="8" fill="${edge}"/>`,
  ].join('');
}

function handGrinder(s: ArtworkSpec): string {
  const p = s.primary;
  const edge = shade(p, -0.2);
  return [
    SHADOW,
    `<path d="M200 122 L296 96" stroke="${STEEL_DARK}" stroke-width="10" stroke-linecap="round"/>`,
    `<circle cx="296" cy="92" r="16" fill="${s.secondary}"/>`,
    `<rect x="190" y="108" width="20" height="24" rx="4" fill="${STEEL}"/>`,
    `<rect x="160" y="130" width="80" height="210" rx="14" fill="${p}" stroke="${edge}" stroke-width="2"/>`,
    `<rect x="170" y="140" width="12" height="190" rx="6" fill="#fff" opacity="0.2"/>`,
    `<rect x="160" y="240" width="80" height="8" fill="${edge}"/>`,
    `<path d="M160 180 L240 180 M160 190 L240 190" stroke="${edge}" stroke-width="2" opacity="0.5"/>`,
  ].join('');
}

export function drawMachine(s: ArtworkSpec): string {
  if (s.shape === 'automatic') return automatic(s);
  if (s.shape === 'filter') return filterMachine(s);
  if (s.shape === 'frother') return frother(s);
  return portafilter(s);
}

export function drawGrinder(s: ArtworkSpec): string {
  return s.shape === 'hand' ? handGrinder(s) : electricGrinder(s);
}
