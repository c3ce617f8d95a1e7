/** Languages and localized values shared by all catalogue types. */
export type Lang = 'de' | 'en' | 'da';
export type Localized<T = string> = Record<Lang, T>;

export interface Seo {
  title: string;
  description: string;
}
