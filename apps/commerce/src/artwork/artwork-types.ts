/** Input of `renderArtwork`: a small, JSON-serialisable description of a flat illustration. */
export type ArtworkKind =
  | 'bag'
  | 'beans'
  | 'machine'
  | 'grinder'
  | 'cup'
  | 'accessory'
  | 'brand'
  | 'collection'
  | 'giftcard'
  | 'placeholder';

export type MachineShape = 'portafilter' | 'automatic' | 'filter' | 'frother';
export type GrinderShape = 'electric' | 'hand';
export type CupShape = 'espresso' | 'cappuccino' | 'glass' | 'mug';
export type AccessoryShape = 'jug' | 'tamper' | 'scale' | 'cleaning' | 'dripper' | 'kettle' | 'canister';

export interface ArtworkSpec {
  kind: ArtworkKind;
  /** Sub-shape for machine, grinder, cup and accessory kinds. */
  shape?: MachineShape | GrinderShape | CupShape | AccessoryShape;
  /** Main colour (hex `#rrggbb`): bag, device body, brand colour, banner background. */
  primary: string;
  /** Second colour (label, details). */
  secondary: string;
  /** Accent colour (stripes, text highlights). */
  accent: string;
  /** Main text: roaster / brand name, banner title, gift-card amount. */
  label: string;
  /** Second text line: origin, model, subtitle. */
  sublabel?: string;
  /** Small text: bag size, roast. */
  caption?: string;
  /** 0..n: selects a decorative pattern so that similar items look different. */
  pattern?: number;
  /** Collection banners: the object drawn on the banner (with `shape`). */
  motif?: Exclude<ArtworkKind, 'brand' | 'collection' | 'placeholder'>;
}
