const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const special = /[&<>"']/g;
const hasSpecial = /[&<>"']/;

/**
 * Text made safe to place in HTML or XML content or a quoted attribute (numeric `&#39;` is valid in
 * both). Most text has nothing to escape; it is returned as it is, which keeps seeding quick.
 */
export function escapeHtml(text: string): string {
  return hasSpecial.test(text) ? text.replace(special, (ch) => escapes[ch] ?? ch) : text;
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

/** `false`, `true`, `null` and `undefined` render nothing (for `${cond && html`…`}`); lists render each part. */
type Part = string | number | boolean | SafeHtml | null | undefined | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || typeof part === 'boolean') return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/**
 * A tagged template for the service's server-rendered pages and mails (checkout, account,
 * newsletter, outbox): every interpolated string is escaped, so text from a visitor, a form post or
 * the database can never become markup.
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0] ?? '';
  parts.forEach((part, i) => {
    out += render(part) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** An attribute that is present or not: `<input ${flag('checked', on)}>`. */
export function flag(name: string, on: boolean): SafeHtml {
  return new SafeHtml(on ? name : '');
}
