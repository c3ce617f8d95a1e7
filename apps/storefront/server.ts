import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';

const port = Number(process.env.STOREFRONT_PORT ?? process.env.PORT ?? 3000);
const buildDir = path.join(import.meta.dirname, 'build');
const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;

const app = express();
app.disable('x-powered-by');
app.use(compression());
// Vite puts a content hash in every asset name, so browsers may keep them forever.
app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }));
app.all('/{*splat}', createRequestHandler({ build, mode: process.env.NODE_ENV ?? 'production' }));

const server = app.listen(port, () => console.log(`storefront: listening on port ${port}`));

function stop(signal: string): void {
  console.log(`storefront: ${signal} received, finishing open requests`);
  server.close(() => {
    console.log('storefront: stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => server.closeAllConnections(), 5000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
