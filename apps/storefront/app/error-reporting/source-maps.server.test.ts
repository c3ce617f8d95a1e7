import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moveSourceMaps } from './source-maps.server.ts';

describe('source maps of a production build', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('leave the served folder for a kept one, paths unchanged, scripts untouched', () => {
    const build = mkdtempSync(path.join(tmpdir(), 'storefront-build-'));
    dirs.push(build);
    const client = path.join(build, 'client');
    mkdirSync(path.join(client, 'assets'), { recursive: true });
    writeFileSync(path.join(client, 'assets/root-abc.js'), 'console.log(1)');
    writeFileSync(path.join(client, 'assets/root-abc.js.map'), '{"version":3}');
    writeFileSync(path.join(client, 'favicon.svg'), '<svg/>');

    expect(moveSourceMaps(client, path.join(build, 'source-maps/client'))).toBe(1);
    expect(existsSync(path.join(client, 'assets/root-abc.js.map'))).toBe(false);
    expect(readFileSync(path.join(build, 'source-maps/client/assets/root-abc.js.map'), 'utf8')).toBe(
      '{"version":3}',
    );
    expect(readFileSync(path.join(client, 'assets/root-abc.js'), 'utf8')).toBe('console.log(1)');
    expect(existsSync(path.join(client, 'favicon.svg'))).toBe(true);
  });
});
