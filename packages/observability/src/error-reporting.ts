import type { Breadcrumb, ErrorEvent, Exception, RequestEventData, StackFrame } from '@sentry/core';

/**
 * Error reporting's shared rules (spec section 7): when it is on, and what of an event may leave the
 * process. Both apps' SDK set-ups use them (apps/commerce/src/error-reporting/,
 * apps/storefront/app/error-reporting/); this file is safe for the browser bundle.
 */

export type ErrorReportingEnv = {
  /** Where envelopes go; unset: nothing is reported. */
  dsn: string | undefined;
  /** `SENTRY_ENVIRONMENT`, else `NODE_ENV`. */
  environment: string;
  /** Continuous integration (`CI` set to anything but `false`/`0`/empty). */
  ci: boolean;
};

export type ErrorReportingSettings =
  | { enabled: true; dsn: string; environment: string }
  | { enabled: false; reason: string };

/** Only production and staging report; never a CI run, whatever its environment says. */
export const reportingEnvironments = ['production', 'staging'];

export function errorReportingSettings(env: ErrorReportingEnv): ErrorReportingSettings {
  if (!env.dsn) return { enabled: false, reason: 'SENTRY_DSN is not set' };
  if (env.ci) return { enabled: false, reason: 'running in CI' };
  if (!reportingEnvironments.includes(env.environment)) {
    return { enabled: false, reason: `environment ${env.environment} does not report` };
  }
  return { enabled: true, dsn: env.dsn, environment: env.environment };
}

/** `CI=true`, `CI=1`, `CI=yes` … count; `CI=false`, `CI=0` and an empty value do not. */
export function isCi(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false'].includes(value.trim().toLowerCase());
}

const email = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;
/** Drizzle's failed-query message ends with every bound value (cart tokens, notes, codes). */
const boundValues = /\nparams: [\s\S]*$/;
/** Request headers that say nothing about the person. */
const keptHeaders = new Set(['accept', 'content-type', 'content-length', 'accept-language']);

/** A text without e-mail addresses and without a failed query's bound values. */
export function scrubText(text: string): string {
  return text.replace(boundValues, '\nparams: [Filtered]').replace(email, '[email]');
}

function scrubRequest(request: RequestEventData): RequestEventData {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (keptHeaders.has(name.toLowerCase())) headers[name] = value;
  }
  // The URL without its query (search terms, tokens, e-mail links); no cookies, body or environment.
  return {
    method: request.method,
    url: request.url?.split('?', 1)[0],
    headers,
  };
}

function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  // URLs of fetches and navigations may carry queries; messages may quote input.
  return {
    timestamp: breadcrumb.timestamp,
    category: breadcrumb.category,
    level: breadcrumb.level,
    type: breadcrumb.type,
    message: breadcrumb.message === undefined ? undefined : scrubText(breadcrumb.message),
  };
}

/** Source lines around a frame may quote data; local variables are values, so they never leave. */
function scrubFrame(frame: StackFrame): StackFrame {
  const lines = (list: string[] | undefined) => list?.map(scrubText);
  return {
    ...frame,
    vars: undefined,
    context_line: frame.context_line === undefined ? undefined : scrubText(frame.context_line),
    pre_context: lines(frame.pre_context),
    post_context: lines(frame.post_context),
  };
}

function scrubException(exception: Exception): Exception {
  return {
    ...exception,
    value: exception.value === undefined ? undefined : scrubText(exception.value),
    stacktrace: exception.stacktrace && {
      ...exception.stacktrace,
      frames: exception.stacktrace.frames?.map(scrubFrame),
    },
  };
}

/**
 * `beforeSend`: what a report may carry. No user (the SDKs add the IP address for a user only with
 * `sendDefaultPii`, which stays off; this removes any set by hand), no cookies, request bodies, query
 * strings or identifying headers, no local variables, and no e-mail address or bound query value in
 * any message or quoted source line.
 */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event, user: undefined, server_name: undefined, extra: undefined };
  if (event.message) scrubbed.message = scrubText(event.message);
  if (event.request) scrubbed.request = scrubRequest(event.request);
  if (event.exception?.values) {
    scrubbed.exception = { values: event.exception.values.map(scrubException) };
  }
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  return scrubbed;
}

/**
 * The options both servers' SDKs start with: errors only (no performance tracing), and nothing about
 * the person — no IP addresses, cookies or request bodies, and scrubEvent removes what slips through.
 */
export function serverReportingOptions(
  settings: { dsn: string; environment: string },
  release: string | undefined,
  service: 'commerce' | 'storefront',
) {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    release,
    sendDefaultPii: false,
    tracesSampleRate: 0,
    beforeSend: scrubEvent,
    initialScope: { tags: { service } },
  };
}
