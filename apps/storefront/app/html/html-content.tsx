import type { SafeHtml } from './safe-html.ts';

type Props = { html: SafeHtml; className?: string; testId?: string };

/** Renders catalogue HTML that the server sanitised (sanitize-html.server.ts), and nothing else. */
export function HtmlContent({ html, className, testId }: Props) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml only comes out of sanitizeHtml.
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
