import type { MetafieldView } from '../catalog/metafield-store.ts';
import type { Database } from '../db/database.ts';
import type { MetafieldsSetUserErrorCode } from '../graphql/resolver-types.generated.ts';
import { userError } from './cart-errors.ts';
import type { CartCredentials } from './cart-id.ts';
import { type CartRecord, updateCart } from './cart-store.ts';
import type { CartMetafieldRecord } from './cart-tables.ts';
import type { Outcome } from './line-operations.ts';

/** The platform's figures: 25 metafields per cart, keys of 2–64 characters, values up to 10,000. */
export const cartMetafieldLimits = { perCart: 25, maxValueLength: 10_000 } as const;

/** Types whose value we can check; any other platform type is kept as text. */
const valueChecks: Record<string, (value: string) => boolean> = {
  boolean: (v) => v === 'true' || v === 'false',
  number_integer: (v) => /^-?\d{1,18}$/.test(v),
  number_decimal: (v) => /^-?\d+(\.\d+)?$/.test(v),
  json: (v) => {
    try {
      JSON.parse(v);
      return true;
    } catch {
      return false;
    }
  },
  url: (v) => URL.canParse(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v),
};
const textTypes = new Set([
  'single_line_text_field',
  'multi_line_text_field',
  'date_time',
  'color',
  'rich_text_field',
]);

export type MetafieldInput = { key: string; type: string; value: string };
export type MetafieldProblem = { code: MetafieldsSetUserErrorCode; field: string[]; message: string };

/** `namespace.key`, or a plain key in the default namespace `custom`. */
export function splitKey(key: string): { namespace: string; key: string } {
  const dot = key.indexOf('.');
  return dot < 0 ? { namespace: 'custom', key } : { namespace: key.slice(0, dot), key: key.slice(dot + 1) };
}

/** Why a metafield cannot be set, or null. */
export function metafieldProblem(input: MetafieldInput): MetafieldProblem | null {
  const { namespace, key } = splitKey(input.key);
  const name = /^[A-Za-z0-9_-]{2,64}$/;
  if (!name.test(namespace) || !name.test(key))
    return {
      code: 'INVALID_VALUE',
      field: ['key'],
      message: 'The key must be 2 to 64 letters, digits, - or _.',
    };
  const check = valueChecks[input.type];
  if (!check && !textTypes.has(input.type))
    return { code: 'INVALID_TYPE', field: ['type'], message: `${input.type} is not a metafield type.` };
  if (input.value === '') return { code: 'BLANK', field: ['value'], message: 'The value must not be empty.' };
  if (input.value.length > cartMetafieldLimits.maxValueLength)
    return { code: 'TOO_LONG', field: ['value'], message: 'The value is too long.' };
  if (check && !check(input.value))
    return { code: 'INVALID_VALUE', field: ['value'], message: `The value is no ${input.type}.` };
  return null;
}

/** Sets metafields on the cart (a key already present gets the new type and value). Inputs are checked already. */
export async function setCartMetafields(
  tx: Database,
  cart: CartRecord,
  inputs: readonly MetafieldInput[],
): Promise<Outcome> {
  const metafields = [...cart.metafields];
  let nextId = Math.max(0, ...metafields.map((m) => m.id)) + 1;
  for (const input of inputs) {
    const { namespace, key } = splitKey(input.key);
    const index = metafields.findIndex((m) => m.namespace === namespace && m.key === key);
    const current = metafields[index];
    const record = { id: current?.id ?? nextId++, namespace, key, type: input.type, value: input.value };
    if (current) metafields[index] = record;
    else metafields.push(record);
  }
  if (metafields.length > cartMetafieldLimits.perCart) {
    return {
      errors: [
        userError(
          ['metafields'],
          'INVALID',
          `A cart holds at most ${cartMetafieldLimits.perCart} metafields.`,
        ),
      ],
      warnings: [],
    };
  }
  return { errors: [], warnings: [], cart: await updateCart(tx, cart.token, { metafields }) };
}

export async function deleteCartMetafield(tx: Database, cart: CartRecord, key: string): Promise<Outcome> {
  const wanted = splitKey(key);
  const metafields = cart.metafields.filter((m) => m.namespace !== wanted.namespace || m.key !== wanted.key);
  if (metafields.length === cart.metafields.length)
    return {
      errors: [userError(['input', 'key'], 'INVALID', 'The cart has no such metafield.')],
      warnings: [],
    };
  return { errors: [], warnings: [], cart: await updateCart(tx, cart.token, { metafields }) };
}

/** A cart metafield as the API's `Metafield` (text in every language). */
export function metafieldView(m: CartMetafieldRecord, cart: CartCredentials): MetafieldView {
  return {
    cart,
    id: m.id,
    ownerType: 'Cart',
    ownerId: 0,
    namespace: m.namespace,
    key: m.key,
    type: m.type,
    value: { de: m.value, en: m.value, da: m.value },
  };
}
