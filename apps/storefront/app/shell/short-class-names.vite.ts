import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * CSS-module class names for the production build: `_` and five base-36 characters of a hash of the
 * module's path (relative to `root`, so every clone and both builds, client and server, agree) and
 * the local name. Vite's default, `_cardFooter_t4r6a_99`, is four times as long, and a page writes its
 * class names into every element: a 250-card collection page held 130 kB of `class` attributes, which
 * the browser reads in one piece when the navigation commits (decision 0093). Development keeps the
 * readable default.
 *
 * Two names with the same hash would share styles silently; the generator refuses to build then.
 */
export function shortClassNames(root: string): (name: string, filename: string) => string {
  const owners = new Map<string, string>();
  return (name, filename) => {
    const module = path
      .relative(root, filename.split('?')[0] ?? filename)
      .split(path.sep)
      .join('/');
    const key = `${module}:${name}`;
    const digest = createHash('sha256').update(key).digest();
    const short = `_${(digest.readUInt32BE(0) % 36 ** 5).toString(36).padStart(5, '0')}`;
    const owner = owners.get(short);
    if (owner !== undefined && owner !== key) {
      throw new Error(`CSS class names ${owner} and ${key} both shorten to ${short}: lengthen the hash`);
    }
    owners.set(short, key);
    return short;
  };
}
