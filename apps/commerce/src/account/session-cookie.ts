import type { IncomingMessage } from 'node:http';
import { sessionValidityMs } from './account-service.ts';

export const sessionCookieName = 'account_session';

/** The session secret from the request's cookies, if it has one of the right shape. */
export function sessionIdOf(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === sessionCookieName) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * HttpOnly (no script reads it), SameSite=Lax (another site's form posts arrive without it),
 * limited to the account's paths, Secure when the service is reached over HTTPS.
 */
export function sessionCookie(sessionId: string, publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${sessionCookieName}=${sessionId}; Path=/account; HttpOnly; SameSite=Lax; Max-Age=${sessionValidityMs / 1000}${secure}`;
}

export function clearedSessionCookie(publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${sessionCookieName}=; Path=/account; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}
