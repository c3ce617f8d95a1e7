import { describe, expect, it } from 'vitest';
import { html } from './html-template.ts';

describe('the html template', () => {
  it('escapes values, also in attributes, and keeps nested templates', () => {
    const name = `<script>alert("x")</script> & 'co'`;
    const page = html`<p title="${name}">${name}</p>${html`<b>${'ok'}</b>`}`;
    expect(page.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p><b>ok</b>',
    );
  });

  it('renders lists and leaves out false, null and undefined', () => {
    expect(html`${[1, 2].map((n) => html`<i>${n}</i>`)}${false}${null}${undefined}`.value).toBe(
      '<i>1</i><i>2</i>',
    );
  });
});
