/** Texts per storefront language; German is the fallback for a missing key. */
export type LocalizedText = { de: string; en?: string; da?: string };
