import type { ErrorEvent } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { errorReportingSettings, isCi, scrubEvent } from './error-reporting.ts';

describe('when errors are reported', () => {
  const dsn = 'https://key@errors.example/1';
  it('reports in production and staging with a DSN, outside CI only', () => {
    expect(errorReportingSettings({ dsn, environment: 'production', ci: false }).enabled).toBe(true);
    expect(errorReportingSettings({ dsn, environment: 'staging', ci: false }).enabled).toBe(true);
    expect(errorReportingSettings({ dsn, environment: 'development', ci: false }).enabled).toBe(false);
    expect(errorReportingSettings({ dsn, environment: 'test', ci: false }).enabled).toBe(false);
    expect(errorReportingSettings({ dsn, environment: 'production', ci: true }).enabled).toBe(false);
    expect(errorReportingSettings({ dsn: undefined, environment: 'production', ci: false }).enabled).toBe(
      false,
    );
  });

  it('reads CI as CI systems set it', () => {
    expect(['true', '1', 'yes', 'TRUE'].map(isCi)).toEqual([true, true, true, true]);
    expect([undefined, '', '0', 'false', 'False'].map(isCi)).toEqual([false, false, false, false, false]);
  });
});

describe('what a report may carry', () => {
  const event: ErrorEvent = {
    type: undefined,
    message: 'sign-up failed for jan.jensen@example.dk',
    user: { id: '7', email: 'jan.jensen@example.dk', ip_address: '192.0.2.7' },
    request: {
      url: 'https://shop.example/de/search?q=espresso&email=jan@example.dk',
      method: 'GET',
      cookies: { cart: 'token' },
      headers: { cookie: 'cart=token', 'user-agent': 'Firefox', 'accept-language': 'de' },
      data: { email: 'jan@example.dk' },
    },
    exception: {
      values: [
        {
          type: 'DrizzleQueryError',
          value: 'Failed query: insert into carts\nparams: secret-token,jan@example.dk',
          stacktrace: {
            frames: [{ vars: { email: 'jan@example.dk' }, context_line: "send('jan@example.dk')" }],
          },
        },
      ],
    },
    breadcrumbs: [{ message: 'POST /newsletter jan@example.dk', data: { body: 'email=jan@example.dk' } }],
  };
  const scrubbed = scrubEvent(event);

  it('keeps what helps to find the fault', () => {
    expect(scrubbed.exception?.values?.[0]?.type).toBe('DrizzleQueryError');
    expect(scrubbed.request).toEqual({
      method: 'GET',
      url: 'https://shop.example/de/search',
      headers: { 'accept-language': 'de' },
    });
    expect(scrubbed.message).toBe('sign-up failed for [email]');
  });

  it('drops the user, cookies, bodies, query strings, bound values, local variables and addresses', () => {
    const text = JSON.stringify(scrubbed);
    expect(scrubbed.user).toBeUndefined();
    expect(text).not.toMatch(/example\.dk|secret-token|192\.0\.2\.7|cart=token|Firefox/);
    expect(scrubbed.exception?.values?.[0]?.value).toBe(
      'Failed query: insert into carts\nparams: [Filtered]',
    );
  });
});
