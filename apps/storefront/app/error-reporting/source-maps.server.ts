import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';

/**
 * Moves the client build's source maps out of the served folder, keeping their relative paths.
 * The build writes them "hidden" (no `sourceMappingURL` in the scripts, vite.config.ts): browsers
 * never ask for them and the server, which serves everything under build/client, cannot hand our
 * sources to anyone. The error-reporting service gets them by upload instead
 * (`sentry-cli sourcemaps upload build/source-maps/client`), so its stack traces show our code.
 * Returns how many were moved.
 */
export function moveSourceMaps(clientDir: string, targetDir: string): number {
  const maps = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.map'),
  );
  for (const name of maps) {
    const target = path.join(targetDir, name);
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(path.join(clientDir, name), target);
  }
  return maps.length;
}
