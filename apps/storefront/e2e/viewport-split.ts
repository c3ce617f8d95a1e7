/**
 * Tags that keep a test to one of the two projects (playwright.config.ts: each project's `grepInvert`
 * leaves out the other's tag), decision 0095. A flow repeated per language differs between its
 * languages in its texts only, and between the projects in the layout; running every language at
 * both widths ran each flow twice as often as either needs, and CI is bound by the machine's two cores.
 */
export const desktopOnly = '@desktop-only';
export const mobileOnly = '@mobile-only';

/**
 * The languages (or per-language cases) of a flow, each with the tag of the project that runs it: the
 * first (German, the shop's default, where a list starts with it) on the phone, the next at desktop
 * width, and so on alternately, so that a list of two covers both widths and both languages once.
 */
export function acrossViewports<Item>(items: readonly Item[]): { item: Item; tag: string }[] {
  return items.map((item, index) => ({ item, tag: index % 2 === 0 ? mobileOnly : desktopOnly }));
}
