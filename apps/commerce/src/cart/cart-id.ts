import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cart's public token and the secret key only its holder knows. */
export type CartCredentials = { token: string; key: string };

/** 128 bits for the token, 128 bits for the secret: neither can be guessed. */
export function newCartCredentials(): CartCredentials {
  return { token: randomBytes(16).toString('base64url'), key: randomBytes(16).toString('hex') };
}

export function hashCartKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Compares the hash of the presented key with the stored one in constant time. */
export function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashCartKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
