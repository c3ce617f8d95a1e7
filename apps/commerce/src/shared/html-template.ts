/** Text made safe to place in HTML content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** HTML that has been escaped or built from escaped parts, so it is inserted as it is. */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

type Part = string | number | SafeHtml | readonly SafeHtml[] | null | undefined | false;

/**
 * A tagged template for the service's few server-rendered pages and mails: every interpolated
 * string is escaped, so text from a visitor or the database can never become markup.
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  parts.forEach((part, i) => {
    if (part instanceof SafeHtml) out += part.value;
    else if (Array.isArray(part)) out += part.map((p) => p.value).join('');
    else if (part !== null && part !== undefined && part !== false) out += escapeHtml(String(part));
    out += strings[i + 1] ?? '';
  });
  return new SafeHtml(out);
}
