import { describe, expect, it } from 'vitest';
import {
  type ChangeQueue,
  type ChangeQueueEvent,
  changeQueue,
  emptyChangeQueue,
  type QueuedChange,
} from './change-queue.ts';
import { pendingFromForm } from './optimistic-cart.ts';

function change(fields: Record<string, string>): QueuedChange {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { form, change: pendingFromForm(form) };
}
const setQuantity = (quantity: number) =>
  change({ cartAction: 'LinesUpdate', lineId: 'gid://shopify/CartLine/1', quantity: String(quantity) });
const addOne = () =>
  change({ cartAction: 'LinesAdd', merchandiseId: 'gid://shopify/ProductVariant/1', quantity: '1' });

const add = (queued: QueuedChange): ChangeQueueEvent => ({ type: 'add', change: queued });
const take: ChangeQueueEvent = { type: 'take' };
const run = (events: ChangeQueueEvent[], from: ChangeQueue = emptyChangeQueue) =>
  events.reduce(changeQueue, from);
const quantities = (queue: ChangeQueue) =>
  [queue.sending, ...queue.waiting].map((q) =>
    q?.change.action === 'LinesUpdate' ? q.change.quantity : null,
  );

describe('the cart change queue', () => {
  it('sends one change at a time, in click order, merging a burst of quantity clicks', () => {
    const first = setQuantity(2);
    let queue = run([add(first), take]);
    expect(queue.sending).toBe(first);
    queue = run([add(setQuantity(3)), add(setQuantity(4)), take], queue);
    // Still one at a time: the merged click waits until the first is answered.
    expect(quantities(queue)).toEqual([2, 4]);
    queue = run([{ type: 'answered', change: first }, take], queue);
    expect(quantities(queue)).toEqual([4]);
  });

  it('keeps a click that lands between a render and its effect taking the next change', () => {
    // A render sees 7 waiting and nothing being sent; its effect asks to take the next change. Before
    // that effect runs (React runs it in a task of its own), the visitor clicks minus: React applies
    // the click's change first, then the take. The click must be what is sent, not dropped.
    const seen = run([add(setQuantity(7))]);
    const queue = run([add(setQuantity(6)), take], seen);
    expect(quantities(queue)).toEqual([6]);
    // And a later click still follows it.
    expect(quantities(run([add(setQuantity(5))], queue))).toEqual([6, 5]);
  });

  it('never merges an add into the add being sent (its items would be sent twice)', () => {
    const first = addOne();
    const queue = run([add(first), take, add(addOne())]);
    expect(queue.sending).toBe(first);
    expect(queue.waiting.map((q) => q.form.get('quantity'))).toEqual(['1']);
  });

  it('ignores an answer for a change that is not the one being sent', () => {
    const queue = run([add(setQuantity(2)), take]);
    expect(run([{ type: 'answered', change: setQuantity(2) }], queue)).toBe(queue);
  });
});
