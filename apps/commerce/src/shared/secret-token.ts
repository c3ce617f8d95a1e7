import { createHash, randomBytes } from 'node:crypto';

/** A secret for a link in a mail: 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a link's secret, so a copy of the table cannot use the links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
