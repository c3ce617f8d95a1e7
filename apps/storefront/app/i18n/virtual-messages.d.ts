/** One language's texts, written by i18n/split-messages.vite.ts. */
declare module 'virtual:shop-messages/*' {
  const texts: Record<string, Record<string, string>>;
  export default texts;
}
