import { describe, expect, it } from 'vitest';
import { backgroundPicture } from './background-picture.ts';

describe('backgroundPicture', () => {
  it('asks the image host for the picture at 1x and 2x its size', () => {
    expect(backgroundPicture('https://img.example/cert/1.png', 28)).toBe(
      'image-set(url("https://img.example/cert/1.png?width=28&height=28") 1x, url("https://img.example/cert/1.png?width=56&height=56") 2x)',
    );
  });

  it('sizes a picture that is not square', () => {
    expect(backgroundPicture('/images/p/7.png', 240, 120)).toBe(
      'image-set(url("/images/p/7.png?width=240&height=120") 1x, url("/images/p/7.png?width=480&height=240") 2x)',
    );
  });

  it('keeps a query string the URL already has', () => {
    expect(backgroundPicture('/images/cert.png?v=2', 40)).toBe(
      'image-set(url("/images/cert.png?v=2&width=40&height=40") 1x, url("/images/cert.png?v=2&width=80&height=80") 2x)',
    );
  });

  it('cannot be broken out of: quotes and backslashes stay inside the CSS string', () => {
    // A URL of a scheme without a host keeps quotes and backslashes as they are (WHATWG URL), so
    // only the escaping keeps them inside the string.
    const image = backgroundPicture('data:image/png,a") ;x:url("b\\c', 28);
    expect(image).toContain('url("data:image/png,a\\") ;x:url(\\"b\\\\c?width=28&height=28") 1x');
    // Exactly four unescaped quotes delimit the two strings.
    expect(image.replace(/\\./g, '').match(/"/g)).toHaveLength(4);
  });
});
