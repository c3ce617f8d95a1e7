/**
 * A stand-in for the e-mail-marketing provider's subscribe endpoint (a third party we do not run).
 * The storefront calls it from its server, so `page.route` cannot intercept it; this HTTP server
 * takes the call instead. Behaviour by the address: `already…` is subscribed, `broken…` answers
 * HTML, `down…` drops the connection, `slow…` answers after 1.5 s, anything else subscribes.
 * `GET /requests` lists what it received. Run as its own process (`node newsletter-double-server.ts
 * <port>`), so it outlives the test workers; it ends itself after a minute without requests.
 */
import http from 'node:http';

const port = Number(process.argv[2]);
const idleMs = 60_000;
const recorded: Record<string, string>[] = [];
let idleTimer = setTimeout(() => process.exit(0), idleMs);

function answer(res: http.ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => process.exit(0), idleMs);
  if (req.method === 'GET') {
    answer(res, 200, 'application/json', JSON.stringify(recorded));
    return;
  }
  const fields = Object.fromEntries(new URLSearchParams(body));
  recorded.push(fields);
  const email = fields.email ?? '';
  const subscribed = (isSubscribed: boolean) =>
    answer(
      res,
      200,
      'application/json',
      JSON.stringify({ success: true, data: { is_subscribed: isSubscribed } }),
    );
  if (email.startsWith('down')) req.socket.destroy();
  else if (email.startsWith('broken')) answer(res, 200, 'text/html', '<html><body>Maintenance</body></html>');
  else if (email.startsWith('already')) subscribed(true);
  else if (email.startsWith('slow')) setTimeout(() => subscribed(false), 1500);
  else subscribed(false);
}

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  req.on('end', () => handle(req, res, body));
});
// A second copy started by another worker at the same moment just leaves.
server.once('error', () => process.exit(0));
server.listen(port, () => console.log(`newsletter double on ${port}`));
