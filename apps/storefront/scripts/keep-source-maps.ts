/**
 * Runs after `react-router build`, before precompressing: the client's hidden source maps go to
 * build/source-maps/client, out of what the server serves (app/error-reporting/source-maps.server.ts).
 */
import path from 'node:path';
import { moveSourceMaps } from '../app/error-reporting/source-maps.server.ts';

const build = path.resolve(import.meta.dirname, '../build');
const moved = moveSourceMaps(path.join(build, 'client'), path.join(build, 'source-maps/client'));
console.log(`source maps: ${moved} kept in build/source-maps/client, none served`);
