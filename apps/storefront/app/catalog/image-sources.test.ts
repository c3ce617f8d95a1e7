import { describe, expect, it } from 'vitest';
import { imageSources, sizedImageUrl, widthSources } from './image-sources.ts';

describe('image URLs (spec section 7)', () => {
  it('asks the image host for the size, keeping other parameters', () => {
    expect(sizedImageUrl('http://img.test/p/1.png', 100, 100)).toBe(
      'http://img.test/p/1.png?width=100&height=100',
    );
    expect(sizedImageUrl('http://img.test/p/1.png?v=2&width=9', 200, 200)).toBe(
      'http://img.test/p/1.png?v=2&width=200&height=200',
    );
    expect(sizedImageUrl('/images/1.png', 100, 100)).toBe('/images/1.png?width=100&height=100');
    expect(sizedImageUrl('http://img.test/p/1.png?v=1.9f7546749fc3', 100, 100)).toBe(
      'http://img.test/p/1.png?v=1.9f7546749fc3&width=100&height=100',
    );
  });

  it('writes the same URL as the URL parser would, also for paths that need normalising', () => {
    const viaParser = (url: string, size: number) => {
      const parsed = new URL(url, 'http://relative.invalid');
      parsed.searchParams.set('width', String(size));
      parsed.searchParams.set('height', String(size));
      return parsed.origin === 'http://relative.invalid' ? `${parsed.pathname}${parsed.search}` : parsed.href;
    };
    for (const url of [
      'http://127.0.0.1:4000/images/products/336-1.png',
      'https://img.test/a/b-c_d.e~f.png',
      '/images/certifications/1.png',
      'http://IMG.test/p/Kaffee Bohne.png',
      'http://img.test/p/../q/ö.png',
      'http://img.test/p/1.png#x',
      'http://IMG.test/p/1.png',
      'http://img.test:80/p/1.png',
      'https://img.test:443/p/1.png',
      'http://img.test/p/./1.png',
      '/p/../1.png',
      'http://img.test/p//1.png',
      'http://img.test/',
      'http://127.0.0.1:4000/images/products/336-1.png?v=1.9f7546749fc3',
      '/images/1.png?v=2',
      'http://img.test/p/1.png?v=a b',
      'http://img.test/p/1.png?v=2&width=9',
      'http://img.test/p/1.png?w=2',
    ]) {
      expect(sizedImageUrl(url, 240, 240)).toBe(viaParser(url, 240));
    }
  });

  it('gives 1x and 2x sources, square unless a height is given', () => {
    expect(imageSources('http://img.test/1.png', 200)).toEqual({
      src: 'http://img.test/1.png?width=200&height=200',
      srcSet: 'http://img.test/1.png?width=200&height=200 1x, http://img.test/1.png?width=400&height=400 2x',
    });
    expect(imageSources('/i/1.png', 300, 200)).toEqual({
      src: '/i/1.png?width=300&height=200',
      srcSet: '/i/1.png?width=300&height=200 1x, /i/1.png?width=600&height=400 2x',
    });
  });

  it('gives sources by width for a slot that changes with the screen', () => {
    expect(widthSources('/i/1.png?v=3', [400, 800], 640)).toEqual({
      src: '/i/1.png?v=3&width=640&height=640',
      srcSet: '/i/1.png?v=3&width=400&height=400 400w,/i/1.png?v=3&width=800&height=800 800w',
    });
  });
});
