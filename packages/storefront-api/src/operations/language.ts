import { z } from 'zod';

/** Every operation carries the storefront language (spec section 7). */
export const languageCode = z.enum(['DE', 'EN', 'DA']);
export const languageVariables = z.object({ language: languageCode });
