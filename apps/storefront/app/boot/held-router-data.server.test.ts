import { describe, expect, it } from 'vitest';
import { holdRouterData } from './held-router-data.server.ts';

const enqueue = (text: string, nonce = '') =>
  `<script${nonce}>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text)});</script>`;
const close = (nonce = '') =>
  `<script${nonce}>window.__reactRouterContext.streamController.close();</script>`;
const block = (json: string) => `<script type="application/json" data-router-data="">${json}</script>`;

describe('holdRouterData', () => {
  it('turns the data scripts into data blocks with the same JSON, and the closing script into null', () => {
    const first = '[{"_1":2},"loaderData","Röstung"]\n';
    const html = `<p>Kaffee</p>${enqueue(first)}<div hidden>x</div>${enqueue('P3:[4]\n')}${close()}</body></html>`;
    const out = holdRouterData(Buffer.from(html)).toString();
    expect(out).toBe(
      `<p>Kaffee</p>${block(JSON.stringify(first))}<div hidden>x</div>${block(JSON.stringify('P3:[4]\n'))}${block('null')}</body></html>`,
    );
    expect(out).not.toContain('streamController');
  });

  it("drops a page's nonce from the blocks (data runs under no policy) and keeps other scripts", () => {
    const nonce = ' nonce="abc=="';
    const own = `<script${nonce}>window.__reactRouterContext = {};</script>`;
    const out = holdRouterData(Buffer.from(`${own}${enqueue('[1]', nonce)}${close(nonce)}`)).toString();
    expect(out).toBe(`${own}${block('"[1]"')}${block('null')}`);
  });

  it('leaves bytes without the data scripts as they are (the same buffer)', () => {
    const plain = Buffer.from('<div>more cards</div><script>enqueue("x")</script>');
    expect(holdRouterData(plain)).toBe(plain);
  });

  it('leaves a call that is text of the page, not a script of its own, alone', () => {
    const text = Buffer.from(
      '<pre>&lt;script&gt;</pre><p>window.__reactRouterContext.streamController.enqueue(1);</script>',
    );
    expect(holdRouterData(text).toString()).toBe(text.toString());
    const after = holdRouterData(Buffer.concat([text, Buffer.from(enqueue('[1]') + close())])).toString();
    expect(after).toBe(`${text.toString()}${block('"[1]"')}${block('null')}`);
  });
});
