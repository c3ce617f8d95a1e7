import { describe, expect, it } from 'vitest';
import { postedForm } from './posted-form.server.ts';

const post = (type: string, body: string) =>
  new Request('http://shop.test/de/newsletter', { method: 'POST', headers: { 'content-type': type }, body });

describe('postedForm', () => {
  it('reads a form as sent', async () => {
    const form = await postedForm(post('application/x-www-form-urlencoded', 'email=a%40b.de&x=1'));
    expect(form.get('email')).toBe('a@b.de');
  });

  it('answers an empty form for a body that is no form (it threw before: a 500)', async () => {
    for (const [type, body] of [
      ['garbage/garbage', 's'],
      [
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="x"\r\n\r\nunterminated',
      ],
      ['multipart/form-data', 'no boundary'],
    ] as const) {
      expect([...(await postedForm(post(type, body))).keys()], type).toEqual([]);
    }
  });
});
