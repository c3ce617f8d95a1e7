/** The `hyphen` package ships no types; these are the two functions of each language module we use. */
type HyphenOptions = { hyphenChar?: string; minWordLength?: number; exceptions?: string[] };
type HyphenLanguage = {
  hyphenateSync(text: string, options?: HyphenOptions): string;
  hyphenate(text: string, options?: HyphenOptions): Promise<string>;
};

declare module 'hyphen/de' {
  const language: HyphenLanguage;
  export default language;
}
declare module 'hyphen/en-gb' {
  const language: HyphenLanguage;
  export default language;
}
declare module 'hyphen/da' {
  const language: HyphenLanguage;
  export default language;
}
