/**
 * HTML made by the commerce service's pages (checkout, confirmation). Every value put into the
 * `html` template is escaped unless it is itself made by `html`, so text from the cart, the
 * catalogue or a form post can never become markup.
 */
export class SafeHtml {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString(): string {
    return this.text;
  }
}

const replacements: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => replacements[c] ?? c);
}

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[];

function render(value: Part): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof SafeHtml) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** A template whose values are escaped; `false`, `null` and `undefined` render nothing (for `cond && html`…). */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let text = strings[0] ?? '';
  values.forEach((value, i) => {
    text += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(text);
}

/** An attribute that is present or not: `<input ${attr('checked', on)}>`. */
export function flag(name: string, on: boolean): SafeHtml {
  return new SafeHtml(on ? name : '');
}
