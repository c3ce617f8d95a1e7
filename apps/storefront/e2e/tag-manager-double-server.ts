/**
 * The tag manager's test double: a foreign origin (its own port) serving `/gtm.js`, whose script notes
 * that it ran and what the data layer held at that moment (were Consent Mode's defaults there first?).
 * Started by playwright.config.ts. Usage: node tag-manager-double-server.ts <port>
 */
import http from 'node:http';

const port = Number(process.argv[2]);

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${port}`);
  if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/gtm.js') {
    const id = JSON.stringify(url.searchParams.get('id') ?? '');
    const script = `window.tagManagerDouble = { id: ${id}, dataLayerAtLoad: JSON.parse(JSON.stringify(window.dataLayer || [])) };`;
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(script);
    return;
  }
  res.writeHead(404).end();
});
server.listen(port, () => undefined);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
