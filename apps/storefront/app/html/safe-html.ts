/**
 * HTML that has been through `sanitizeHtml` (sanitize-html.server.ts). Only that function makes one, so
 * a component that renders HTML (`<HtmlContent>`) cannot be handed catalogue HTML that skipped it.
 */
export type SafeHtml = string & { readonly __safeHtml: true };
