import type { CatalogLoaders } from '../catalog/catalog-loaders.ts';
import type { Database } from '../db/database.ts';
import type { CartLineInput, CartLineUpdateInput } from '../graphql/resolver-types.generated.ts';
import { idOfType } from '../node/global-id.ts';
import { type CartUserError, type CartWarning, unknownMerchandiseError, userError } from './cart-errors.ts';
import {
  type CartLineRecord,
  type CartRecord,
  type DesiredLine,
  listLines,
  saveLines,
} from './cart-store.ts';
import { type LinePlan, planFrom, setLine, settlePlan } from './line-changes.ts';
import { checkAttributes, checkListSize, checkQuantity, dedupeAttributes } from './line-input.ts';
import { findMerchandise } from './merchandise.ts';

/**
 * What a change did: refusals, warnings, the cart row when the change rewrote it and the lines
 * when it saved them (so the answer needs not read them again).
 */
export type Outcome = {
  errors: CartUserError[];
  warnings: CartWarning[];
  cart?: CartRecord | undefined;
  lines?: CartLineRecord[] | undefined;
};

/** The lines a change wants the cart to hold, or why it is refused. */
export type PlannedLines = { errors: CartUserError[]; warnings: CartWarning[]; desired: DesiredLine[] };

/**
 * A change of a cart's lines, planned on the lines it holds now. `loaders` read the catalogue
 * (the cart transaction's on the locked path), so the same plan serves both ways of saving.
 */
export type LinePlanner = (
  loaders: CatalogLoaders,
  current: readonly CartLineRecord[],
) => Promise<PlannedLines>;

const refused = (errors: CartUserError[]): PlannedLines => ({ errors, warnings: [], desired: [] });

/** Settles the plan against the catalogue: stock, sold-out and unknown merchandise, line limits. */
async function settle(loaders: CatalogLoaders, plan: LinePlan): Promise<PlannedLines> {
  const merchandise = await findMerchandise(loaders, [...plan.touched]);
  const settled = settlePlan(plan, merchandise);
  if (settled.errors.length > 0) return refused(settled.errors);
  return { errors: [], warnings: settled.warnings, desired: settled.lines };
}

/** Runs a planned line change inside the cart's locked transaction. */
export async function changeLinesLocked(
  tx: Database,
  loaders: CatalogLoaders,
  token: string,
  planner: LinePlanner,
): Promise<Outcome> {
  const current = await listLines(tx, token);
  const planned = await planner(loaders, current);
  if (planned.errors.length > 0) return { errors: planned.errors, warnings: [] };
  const lines = await saveLines(tx, token, current, planned.desired);
  return { errors: [], warnings: planned.warnings, lines };
}

export function addLines(inputs: readonly CartLineInput[], field = 'lines'): LinePlanner {
  return async (loaders, current) => {
    const errors = checkListSize(inputs, field);
    const parsed = inputs.map((input, i) => {
      // An explicit null takes the place of the schema's default of 1.
      const quantity = input.quantity ?? 1;
      const variantId = idOfType(input.merchandiseId, 'ProductVariant');
      if (variantId === null) {
        errors.push(unknownMerchandiseError([field, i, 'merchandiseId'], input.merchandiseId));
      }
      errors.push(
        ...checkQuantity(quantity, [field, i, 'quantity']),
        ...checkAttributes(input.attributes ?? [], [field, i, 'attributes']),
      );
      return { variantId, quantity, input };
    });
    if (errors.length > 0) return refused(errors);
    const plan = planFrom(current);
    for (const { variantId, quantity, input } of parsed) {
      if (variantId === null || quantity === 0) continue;
      const existing = plan.lines.get(variantId);
      const attributes = dedupeAttributes(input.attributes ?? existing?.attributes ?? []);
      setLine(plan, variantId, (existing?.quantity ?? 0) + quantity, attributes);
    }
    return settle(loaders, plan);
  };
}

export function updateLines(inputs: readonly CartLineUpdateInput[]): LinePlanner {
  return async (loaders, current) => {
    const errors = checkListSize(inputs, 'lines');
    const byId = new Map(current.map((line) => [line.id, line]));
    const plan = planFrom(current);
    inputs.forEach((input, i) => {
      const lineId = idOfType(input.id, 'CartLine');
      const line = lineId === null ? undefined : byId.get(lineId);
      if (!line) {
        errors.push(
          userError(['lines', i, 'id'], 'INVALID', `The cart line with id ${input.id} does not exist.`),
        );
        return;
      }
      const variantId =
        input.merchandiseId == null ? line.variantId : idOfType(input.merchandiseId, 'ProductVariant');
      if (variantId === null) {
        errors.push(unknownMerchandiseError(['lines', i, 'merchandiseId'], String(input.merchandiseId)));
        return;
      }
      const quantity = input.quantity ?? line.quantity;
      errors.push(
        ...checkQuantity(quantity, ['lines', i, 'quantity']),
        ...checkAttributes(input.attributes ?? [], ['lines', i, 'attributes']),
      );
      if (variantId !== line.variantId) plan.lines.delete(line.variantId);
      // Moving a line onto a variant the cart already holds merges the two lines.
      const other = variantId !== line.variantId ? (plan.lines.get(variantId)?.quantity ?? 0) : 0;
      setLine(plan, variantId, other + quantity, dedupeAttributes(input.attributes ?? line.attributes));
    });
    if (errors.length > 0) return refused(errors);
    return settle(loaders, plan);
  };
}

export function removeLines(lineIds: readonly string[]): LinePlanner {
  return async (_loaders, current) => {
    const errors = checkListSize(lineIds, 'lineIds');
    const byId = new Map(current.map((line) => [line.id, line]));
    const plan = planFrom(current);
    lineIds.forEach((id, i) => {
      const lineId = idOfType(id, 'CartLine');
      const line = lineId === null ? undefined : byId.get(lineId);
      if (!line)
        errors.push(userError(['lineIds', i], 'INVALID', `The cart line with id ${id} does not exist.`));
      else plan.lines.delete(line.variantId);
    });
    if (errors.length > 0) return refused(errors);
    return { errors: [], warnings: [], desired: [...plan.lines.values()] };
  };
}
