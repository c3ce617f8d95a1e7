import type { Database } from '../db/database.ts';
import type {
  CartSelectableAddressInput,
  CartSelectableAddressUpdateInput,
} from '../graphql/resolver-types.generated.ts';
import { idOfType } from '../node/global-id.ts';
import { type CartUserError, cartLimits, userError } from './cart-errors.ts';
import { type CartRecord, updateCart } from './cart-store.ts';
import type { CartDeliveryAddressRecord } from './cart-tables.ts';
import { addressLimits, parseAddress } from './delivery-address-input.ts';
import type { Outcome } from './line-operations.ts';

const refused = (errors: CartUserError[]): Outcome => ({ errors, warnings: [] });

/** At most one address may be selected: the one chosen last wins, as the platform does. */
function selectOnly(addresses: CartDeliveryAddressRecord[], selectedId: number | null) {
  return selectedId === null ? addresses : addresses.map((a) => ({ ...a, selected: a.id === selectedId }));
}

export function tooMany(count: number, path: string[]): CartUserError | null {
  if (count > cartLimits.maxInputItems) {
    return userError(path, 'MAXIMUM_EXCEEDED', `At most ${cartLimits.maxInputItems} addresses per request.`);
  }
  return null;
}

/** What the add and update mutations refuse alike: too many addresses, or more than one selected. */
function invalidAddressInputs(inputs: readonly { selected?: boolean | null }[]): Outcome | null {
  const limit = tooMany(inputs.length, ['addresses']);
  if (limit) return refused([limit]);
  if (inputs.filter((input) => input.selected).length <= 1) return null;
  return refused([
    userError(
      ['addresses'],
      'ONLY_ONE_DELIVERY_ADDRESS_CAN_BE_SELECTED',
      'Only one address can be selected.',
    ),
  ]);
}

export async function addDeliveryAddresses(
  tx: Database,
  cart: CartRecord,
  inputs: readonly CartSelectableAddressInput[],
): Promise<Outcome> {
  const invalid = invalidAddressInputs(inputs);
  if (invalid) return invalid;
  if (cart.deliveryAddresses.length + inputs.length > addressLimits.maxAddresses) {
    return refused([
      userError(
        ['addresses'],
        'TOO_MANY_DELIVERY_ADDRESSES',
        `A cart holds at most ${addressLimits.maxAddresses} addresses.`,
      ),
    ]);
  }
  let nextId = Math.max(0, ...cart.deliveryAddresses.map((a) => a.id)) + 1;
  let selectedId: number | null = null;
  const added: CartDeliveryAddressRecord[] = [];
  const errors: CartUserError[] = [];
  inputs.forEach((input, i) => {
    const parsed = parseAddress(input.address, input.validationStrategy ?? 'COUNTRY_CODE_ONLY', [
      'addresses',
      String(i),
      'address',
    ]);
    if ('errors' in parsed) {
      errors.push(...parsed.errors);
      return;
    }
    const id = nextId++;
    if (input.selected) selectedId = id;
    added.push({
      id,
      selected: input.selected ?? false,
      oneTimeUse: input.oneTimeUse ?? false,
      address: parsed.address,
    });
  });
  if (errors.length > 0) return refused(errors);
  const deliveryAddresses = selectOnly([...cart.deliveryAddresses, ...added], selectedId);
  return { errors: [], warnings: [], cart: await updateCart(tx, cart.token, { deliveryAddresses }) };
}

export async function updateDeliveryAddresses(
  tx: Database,
  cart: CartRecord,
  inputs: readonly CartSelectableAddressUpdateInput[],
): Promise<Outcome> {
  const invalid = invalidAddressInputs(inputs);
  if (invalid) return invalid;
  let addresses = [...cart.deliveryAddresses];
  let selectedId: number | null = null;
  const errors: CartUserError[] = [];
  inputs.forEach((input, i) => {
    const id = idOfType(input.id, 'CartSelectableAddress');
    const index = addresses.findIndex((a) => a.id === id);
    const current = addresses[index];
    if (id === null || !current) {
      errors.push(
        userError(
          ['addresses', String(i), 'id'],
          'INVALID_DELIVERY_ADDRESS_ID',
          `No address ${input.id} in the cart.`,
        ),
      );
      return;
    }
    let address = current.address;
    if (input.address) {
      const parsed = parseAddress(input.address, input.validationStrategy ?? 'COUNTRY_CODE_ONLY', [
        'addresses',
        String(i),
        'address',
      ]);
      if ('errors' in parsed) {
        errors.push(...parsed.errors);
        return;
      }
      address = parsed.address;
    }
    if (input.selected) selectedId = current.id;
    addresses = addresses.with(index, {
      ...current,
      address,
      selected: input.selected ?? current.selected,
      oneTimeUse: input.oneTimeUse ?? current.oneTimeUse,
    });
  });
  if (errors.length > 0) return refused(errors);
  const deliveryAddresses = selectOnly(addresses, selectedId);
  return { errors: [], warnings: [], cart: await updateCart(tx, cart.token, { deliveryAddresses }) };
}

export async function removeDeliveryAddresses(
  tx: Database,
  cart: CartRecord,
  addressIds: readonly string[],
): Promise<Outcome> {
  const limit = tooMany(addressIds.length, ['addressIds']);
  if (limit) return refused([limit]);
  const ids = addressIds.map((gid) => idOfType(gid, 'CartSelectableAddress'));
  const errors = ids.flatMap((id, i) =>
    cart.deliveryAddresses.some((a) => a.id === id)
      ? []
      : [
          userError(
            ['addressIds', String(i)],
            'INVALID_DELIVERY_ADDRESS_ID',
            `No address ${addressIds[i]} in the cart.`,
          ),
        ],
  );
  if (errors.length > 0) return refused(errors);
  const deliveryAddresses = cart.deliveryAddresses.filter((a) => !ids.includes(a.id));
  return { errors: [], warnings: [], cart: await updateCart(tx, cart.token, { deliveryAddresses }) };
}
