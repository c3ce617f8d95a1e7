import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { splitMessages } from './app/i18n/split-messages.vite.ts';
import { shortClassNames } from './app/shell/short-class-names.vite.ts';
import { mantineThemeCss } from './app/shell/theme-css.vite.ts';

const appDir = path.resolve(import.meta.dirname, 'app');

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), splitMessages(appDir), mantineThemeCss(path.join(appDir, 'shell/theme.ts'))],
  // Short class names in what visitors load (shell/short-class-names.vite.ts, decision 0093).
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames(appDir) } } : {},
  // Source maps for the error-reporting service, without `sourceMappingURL` in what browsers load;
  // scripts/keep-source-maps.ts moves the client's out of the served folder.
  build: { sourcemap: 'hidden' },
}));
