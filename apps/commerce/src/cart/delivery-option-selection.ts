import type { CatalogLoaders } from '../catalog/catalog-loaders.ts';
import type { Database } from '../db/database.ts';
import type { CartSelectedDeliveryOptionInput } from '../graphql/resolver-types.generated.ts';
import { type CartUserError, userError } from './cart-errors.ts';
import { type CartRecord, listLines, updateCart } from './cart-store.ts';
import { cartView } from './cart-view.ts';
import { type DeliveryGroupView, deliveryGroupId, deliveryGroupsOf } from './delivery-groups.ts';
import { tooMany } from './delivery-operations.ts';
import type { Outcome } from './line-operations.ts';

/**
 * `cartSelectedDeliveryOptionsUpdate`: the group must be one the cart has now (delivery-groups.ts)
 * and the handle one of its options, so a client can choose only what `deliveryGroups` offers.
 */
export async function selectDeliveryOptions(
  tx: Database,
  cart: CartRecord,
  inputs: readonly CartSelectedDeliveryOptionInput[],
  groups: readonly DeliveryGroupView[],
): Promise<Outcome> {
  const limit = tooMany(inputs.length, ['selectedDeliveryOptions']);
  if (limit) return { errors: [limit], warnings: [] };
  const errors: CartUserError[] = [];
  let handle = cart.deliveryOptionHandle;
  inputs.forEach((input, i) => {
    const at = ['selectedDeliveryOptions', String(i)];
    const group = input.deliveryGroupId === deliveryGroupId ? groups[0] : undefined;
    if (!group)
      errors.push(
        userError(
          [...at, 'deliveryGroupId'],
          'INVALID_DELIVERY_GROUP',
          `No delivery group ${input.deliveryGroupId} in the cart.`,
        ),
      );
    else if (!group.options.some((option) => option.handle === input.deliveryOptionHandle))
      errors.push(
        userError(
          [...at, 'deliveryOptionHandle'],
          'INVALID_DELIVERY_OPTION',
          `No delivery option ${input.deliveryOptionHandle} for this group.`,
        ),
      );
    else handle = input.deliveryOptionHandle;
  });
  if (errors.length > 0) return { errors, warnings: [] };
  return {
    errors: [],
    warnings: [],
    cart: await updateCart(tx, cart.token, { deliveryOptionHandle: handle }),
  };
}

/** The cart's delivery groups as its locked transaction sees them, then the selection against them. */
export async function selectDeliveryOptionsOfCart(
  tx: Database,
  cart: CartRecord,
  loaders: CatalogLoaders,
  inputs: readonly CartSelectedDeliveryOptionInput[],
): Promise<Outcome> {
  const lines = await listLines(tx, cart.token);
  // Read for its lines and prices only: the view's id (and so its key) is never answered.
  const view = cartView({ db: tx, loaders }, { cart, lines }, { token: cart.token, key: '' });
  const outcome = await selectDeliveryOptions(tx, cart, inputs, await deliveryGroupsOf(view));
  // The lines are this version's: the selection changes none of them.
  return { ...outcome, lines };
}
