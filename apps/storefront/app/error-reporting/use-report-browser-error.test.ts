import { describe, expect, it } from 'vitest';
import { isBrowserFault } from './use-report-browser-error.ts';

describe('which error-page errors the browser reports', () => {
  it('reports an error raised in the browser', () => {
    expect(isBrowserFault(new TypeError('x is undefined'))).toBe(true);
  });

  it('leaves errors handed over by the server to the server, which reported them', () => {
    // React Router's forms: hydrated from the page (stack '') and from navigation data (no stack).
    const hydrated = new Error('Unexpected Server Error');
    hydrated.stack = '';
    const navigated = new Error('Unexpected Server Error');
    navigated.stack = undefined;
    expect(isBrowserFault(hydrated)).toBe(false);
    expect(isBrowserFault(navigated)).toBe(false);
  });

  it('does not report answers such as a 404, nor thrown non-errors', () => {
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: 'Not Found' };
    expect(isBrowserFault(notFound)).toBe(false);
    expect(isBrowserFault('oops')).toBe(false);
  });
});
