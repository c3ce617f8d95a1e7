import { createHash } from 'node:crypto';

/** Codes are entered with blanks or dashes and in any case; compare their canonical form. */
export function normalizeGiftCardCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function hashGiftCardCode(code: string): string {
  return createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex');
}
