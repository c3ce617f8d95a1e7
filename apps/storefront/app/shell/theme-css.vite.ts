import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const virtualId = 'virtual:mantine-theme.css';
const resolvedId = '\0shop-mantine-theme.css';

/**
 * The CSS variables of our Mantine theme (shell/theme.ts) as a static stylesheet, `virtual:mantine-theme.css`:
 * what MantineProvider would write into every page, made once at build time by rendering the provider
 * on its own. Pages then need no provider (and none of Mantine's code) to show the theme's colours; the
 * overlays' providers (shell/mantine-scope.tsx) leave the variables to this file.
 */
export function mantineThemeCss(themeFile: string): Plugin {
  return {
    name: 'shop-mantine-theme-css',
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(themeFile);
      const [{ MantineProvider }, { createElement }, { renderToStaticMarkup }, { theme }] = await Promise.all(
        [
          import('@mantine/core'),
          import('react'),
          import('react-dom/server'),
          import(pathToFileURL(themeFile).href) as Promise<{ theme: object }>,
        ],
      );
      const html = renderToStaticMarkup(
        createElement(MantineProvider, { theme, withGlobalClasses: false, forceColorScheme: 'light' }),
      );
      const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
      if (styles.length === 0) throw new Error('MantineProvider rendered no CSS variables for the theme');
      return styles.join('\n');
    },
  };
}
