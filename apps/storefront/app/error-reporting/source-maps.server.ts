import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
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
  let moved = 0;
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (!name.endsWith('.map')) continue;
      const target = path.join(targetDir, path.relative(clientDir, full));
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(full, target);
      moved += 1;
    }
  };
  walk(clientDir);
  return moved;
}
