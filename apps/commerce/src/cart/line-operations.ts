import type { Database } from '../db/database.ts';
import type { LineInput, LineUpdateInput } from './cart-args.ts';
import { type CartUserError, type CartWarning, userError } from './cart-errors.ts';
import { type CartLineRecord, type CartRecord, listLines, saveLines } from './cart-store.ts';
import { type LinePlan, planFrom, setLine, settlePlan } from './line-changes.ts';
import {
  checkAttributes,
  checkListSize,
  checkQuantity,
  dedupeAttributes,
  parseLineGid,
  parseVariantGid,
} from './line-input.ts';
import { findMerchandise } from './merchandise-store.ts';

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

/** Settles the plan against the catalogue and saves it, unless anything is wrong. */
async function settleAndSave(
  tx: Database,
  token: string,
  plan: LinePlan,
  current: Awaited<ReturnType<typeof listLines>>,
): Promise<Outcome> {
  const merchandise = await findMerchandise(tx, [...plan.touched]);
  const settled = settlePlan(plan, merchandise);
  if (settled.errors.length > 0) return { errors: settled.errors, warnings: [] };
  const lines = await saveLines(tx, token, current, settled.lines);
  return { errors: [], warnings: settled.warnings, lines };
}

export async function addLines(
  tx: Database,
  token: string,
  inputs: readonly LineInput[],
  field = 'lines',
): Promise<Outcome> {
  const errors = checkListSize(inputs, field);
  const parsed = inputs.map((input, i) => {
    const variantId = parseVariantGid(input.merchandiseId);
    if (variantId === null) {
      errors.push(
        userError(
          [field, i, 'merchandiseId'],
          'INVALID_MERCHANDISE_LINE',
          `The merchandise with id ${input.merchandiseId} does not exist.`,
        ),
      );
    }
    errors.push(
      ...checkQuantity(input.quantity, [field, i, 'quantity']),
      ...checkAttributes(input.attributes ?? [], [field, i, 'attributes']),
    );
    return { variantId, input };
  });
  if (errors.length > 0) return { errors, warnings: [] };
  const current = await listLines(tx, token);
  const plan = planFrom(current);
  for (const { variantId, input } of parsed) {
    if (variantId === null || input.quantity === 0) continue;
    const existing = plan.lines.get(variantId);
    const attributes = dedupeAttributes(input.attributes ?? existing?.attributes ?? []);
    setLine(plan, variantId, (existing?.quantity ?? 0) + input.quantity, attributes);
  }
  return settleAndSave(tx, token, plan, current);
}

export async function updateLines(
  tx: Database,
  token: string,
  inputs: readonly LineUpdateInput[],
): Promise<Outcome> {
  const errors = checkListSize(inputs, 'lines');
  const current = await listLines(tx, token);
  const byId = new Map(current.map((line) => [line.id, line]));
  const plan = planFrom(current);
  inputs.forEach((input, i) => {
    const lineId = parseLineGid(input.id);
    const line = lineId === null ? undefined : byId.get(lineId);
    if (!line) {
      errors.push(
        userError(['lines', i, 'id'], 'INVALID', `The cart line with id ${input.id} does not exist.`),
      );
      return;
    }
    const variantId =
      input.merchandiseId === undefined ? line.variantId : parseVariantGid(input.merchandiseId);
    if (variantId === null) {
      errors.push(
        userError(
          ['lines', i, 'merchandiseId'],
          'INVALID_MERCHANDISE_LINE',
          `The merchandise with id ${input.merchandiseId} does not exist.`,
        ),
      );
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
  if (errors.length > 0) return { errors, warnings: [] };
  return settleAndSave(tx, token, plan, current);
}

export async function removeLines(tx: Database, token: string, lineIds: readonly string[]): Promise<Outcome> {
  const errors = checkListSize(lineIds, 'lineIds');
  const current = await listLines(tx, token);
  const byId = new Map(current.map((line) => [line.id, line]));
  const plan = planFrom(current);
  lineIds.forEach((id, i) => {
    const lineId = parseLineGid(id);
    const line = lineId === null ? undefined : byId.get(lineId);
    if (!line)
      errors.push(userError(['lineIds', i], 'INVALID', `The cart line with id ${id} does not exist.`));
    else plan.lines.delete(line.variantId);
  });
  if (errors.length > 0) return { errors, warnings: [] };
  const lines = await saveLines(tx, token, current, [...plan.lines.values()]);
  return { errors: [], warnings: [], lines };
}
