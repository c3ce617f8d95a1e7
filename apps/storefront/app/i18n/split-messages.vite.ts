import { glob, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Plugin, parseAst, transformWithOxc } from 'vite';
import { type LanguageKey, languageKeys } from './languages.ts';

/**
 * Build step for issue 19: the browser bundle carries only the page language's texts. In the client
 * build, each `defineMessages({ de: {...}, en: {...}, da: {...} })` becomes `clientCatalogue(id)`,
 * and the texts go to one chunk per language, `virtual:shop-messages/<language>`, that
 * i18n/message-registry.ts loads. The server build keeps the catalogues as written. Texts must be
 * literals (no expressions), which this step checks.
 */

const virtualPrefix = 'virtual:shop-messages/';
/** Resolved ids end in the language, so the chunks are named shop-messages-de.js and so on. */
const resolvedPrefix = '\0shop-messages-';

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
/** A call's argument (start, end), its callee (calleeStart, calleeEnd) and its texts per language. */
type FoundCatalogue = {
  start: number;
  end: number;
  calleeStart: number;
  calleeEnd: number;
  texts: Record<LanguageKey, string>;
};

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'type') === 'string';
}

function children(node: AstNode): AstNode[] {
  const found: AstNode[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

function propertyName(property: AstNode): string | undefined {
  const key = property.key;
  if (!isNode(key)) return undefined;
  if (key.type === 'Identifier') return String(key.name);
  if (key.type === 'Literal') return String(key.value);
  return undefined;
}

/** A language's texts: an object of plain string literals. */
function isLiteralTexts(node: unknown): boolean {
  if (!isNode(node) || node.type !== 'ObjectExpression' || !Array.isArray(node.properties)) return false;
  return node.properties.every((property: unknown) => {
    if (!isNode(property) || property.type !== 'Property' || property.computed) return false;
    const value = property.value;
    if (!isNode(value)) return false;
    if (value.type === 'Literal') return typeof value.value === 'string';
    return (
      value.type === 'TemplateLiteral' && Array.isArray(value.expressions) && value.expressions.length === 0
    );
  });
}

/** The `defineMessages({...})` calls of a module (JavaScript), in source order. */
export function findCatalogues(code: string, file: string): FoundCatalogue[] {
  const found: FoundCatalogue[] = [];
  const visit = (node: AstNode) => {
    const callee = node.callee;
    const argument = Array.isArray(node.arguments) ? node.arguments[0] : undefined;
    if (
      node.type === 'CallExpression' &&
      isNode(callee) &&
      callee.type === 'Identifier' &&
      callee.name === 'defineMessages' &&
      isNode(argument)
    ) {
      const texts: Partial<Record<LanguageKey, string>> = {};
      const properties = argument.type === 'ObjectExpression' ? argument.properties : [];
      for (const property of Array.isArray(properties) ? properties.filter(isNode) : []) {
        const name = propertyName(property);
        if (name && (languageKeys as string[]).includes(name) && isLiteralTexts(property.value)) {
          const value = property.value as AstNode;
          texts[name as LanguageKey] = code.slice(value.start, value.end);
        }
      }
      const complete = languageKeys.every((language) => texts[language] !== undefined);
      if (!complete)
        throw new Error(`${file}: defineMessages needs literal texts for ${languageKeys.join(', ')}`);
      found.push({
        start: argument.start,
        end: argument.end,
        calleeStart: callee.start,
        calleeEnd: callee.end,
        texts: texts as Record<LanguageKey, string>,
      });
      return;
    }
    for (const child of children(node)) visit(child);
  };
  visit(parseAst(code) as unknown as AstNode);
  return found;
}

export function splitMessages(appDir: string): Plugin {
  const registry = path.join(appDir, 'i18n/message-registry.ts');
  const catalogueId = (file: string, index: number) => `${path.relative(appDir, file)}#${index}`;
  let isBuild = false;
  return {
    name: 'shop-split-messages',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      if (id.startsWith(virtualPrefix)) return `${resolvedPrefix}${id.slice(virtualPrefix.length)}.js`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const language = id.slice(resolvedPrefix.length, -'.js'.length);
      if (!isBuild || this.environment.config.consumer !== 'client') return 'export default {};';
      const entries: string[] = [];
      for await (const relative of glob('**/*.{ts,tsx}', { cwd: appDir })) {
        const file = path.join(appDir, relative);
        if (file === path.join(appDir, 'i18n/define-messages.ts') || /\.test\.tsx?$/.test(file)) continue;
        const source = await readFile(file, 'utf8');
        if (!source.includes('defineMessages(')) continue;
        this.addWatchFile(file);
        const { code } = await transformWithOxc(source, file);
        findCatalogues(code, file).forEach((catalogue, index) => {
          const texts = catalogue.texts[language as LanguageKey];
          entries.push(`${JSON.stringify(catalogueId(file, index))}: ${texts}`);
        });
      }
      return `export default {\n${entries.join(',\n')}\n};`;
    },
    transform(code, id) {
      if (!isBuild || this.environment.config.consumer !== 'client') return undefined;
      const file = id.split('?')[0] ?? id;
      if (
        !file.startsWith(appDir) ||
        !/\.tsx?$/.test(file) ||
        file === path.join(appDir, 'i18n/define-messages.ts')
      )
        return undefined;
      if (!code.includes('defineMessages(')) return undefined;
      const catalogues = findCatalogues(code, file);
      if (catalogues.length === 0) return undefined;
      // From the end, so earlier positions stay valid: the argument becomes the id, the callee ours.
      let output = code;
      for (let index = catalogues.length - 1; index >= 0; index -= 1) {
        const catalogue = catalogues[index];
        if (!catalogue) continue;
        output = `${output.slice(0, catalogue.calleeStart)}__shopClientCatalogue${output.slice(catalogue.calleeEnd, catalogue.start)}${JSON.stringify(catalogueId(file, index))}${output.slice(catalogue.end)}`;
      }
      return {
        code: `import { clientCatalogue as __shopClientCatalogue } from ${JSON.stringify(registry)};\n${output}`,
        map: null,
      };
    },
  };
}
