import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import { whenIdle } from '../shell/when-idle.ts';
import type { CartActionResult } from './cart-result.ts';
import type { CartSummary } from './cart-summary.ts';
import type { CartView } from './cart-view.ts';
import { changeIdField, registerChange } from './change-reports.ts';
import { type AddToCartItem, applyPending, type PendingChange, pendingFromForm } from './optimistic-cart.ts';
import { useCartSync } from './use-cart-sync.ts';

/** Shared by key: one summary request for badge, minicart and cart page. */
export const cartSummaryFetcherKey = 'cart-summary';
const mutationFetcherKey = 'cart-mutation';

type Queued = { form: FormData; change: PendingChange; item?: AddToCartItem };
export type Sent = Queued & { before: CartView | null };

export type CartState = {
  /** The cart with the changes not yet answered applied (what the visitor sees). */
  cart: CartView | null;
  totalQuantity: number;
  /** The summary has been loaded in the browser (before that, the server-rendered figures hold). */
  loaded: boolean;
  /** A change is being sent or waits to be sent (spec section 3: isCartBusy). */
  busy: boolean;
  /** The answer to the visitor's last change: its errors, warnings and what was typed. */
  result: CartActionResult | null;
  submit: (form: FormData, options?: { item?: AddToCartItem }) => void;
};

const CartContext = createContext<CartState | null>(null);

/** The cart; outside the provider (error pages) an empty one whose forms post natively. */
export function useCart(): CartState | null {
  return useContext(CartContext);
}

/** Merges a change into the last one waiting to be sent, so a burst of clicks sends one request. */
function enqueue(queue: Queued[], next: Queued): Queued[] {
  const last = queue.at(-1);
  const a = last?.change;
  const b = next.change;
  if (a && a.action === 'LinesUpdate' && b.action === 'LinesUpdate' && a.lineId === b.lineId) {
    return [...queue.slice(0, -1), next];
  }
  if (
    a &&
    a.action === 'LinesAdd' &&
    b.action === 'LinesAdd' &&
    a.merchandiseId === b.merchandiseId &&
    last
  ) {
    const quantity = a.quantity + b.quantity;
    const form = new FormData();
    for (const [name, value] of last.form) form.set(name, value);
    form.set('quantity', String(quantity));
    return [...queue.slice(0, -1), { ...last, form, change: { ...a, quantity } }];
  }
  return [...queue, next];
}

/**
 * Holds the cart in the browser: the server's summary (loaded once, revalidated by React Router after
 * every cart action), and the visitor's changes, sent one after another so that their order is the
 * order of the clicks; until each is answered, it is applied to what the badge, minicart and cart page
 * show. Other tabs are told when the cart changed (BroadcastChannel) and load it again.
 */
export function CartProvider({
  children,
  onAdd,
}: {
  children: ReactNode;
  /** Called when the visitor adds to the cart (the shell opens the minicart). */
  onAdd: () => void;
}) {
  const language = useLanguage();
  const summary = useFetcher<CartSummary>({ key: cartSummaryFetcherKey });
  const mutation = useFetcher<CartActionResult>({ key: mutationFetcherKey });
  const layout = useRouteLoaderData<{ cartQuantity?: number | null }>('routes/language-layout');
  const [queue, setQueue] = useState<Queued[]>([]);
  const [sending, setSending] = useState<Sent | null>(null);
  const [result, setResult] = useState<CartActionResult | null>(null);
  const summaryUrl = `/api/cart-summary?lang=${language.key}`;
  const { load } = summary;
  const requested = useRef(false);
  // In a task of its own once the page is idle, not in the hydration's commit (shell/when-idle.ts).
  useEffect(() => {
    if (requested.current) return;
    return whenIdle(() => {
      requested.current = true;
      void load(summaryUrl);
    });
  }, [load, summaryUrl]);

  const loaded = summary.data !== undefined;
  const serverCart = summary.data?.cart ?? null;
  const busy = sending !== null || queue.length > 0 || mutation.state !== 'idle';
  const sync = useCartSync(busy, () => load(summaryUrl));
  const latest = useRef<{ serverCart: CartView | null; inFlight: PendingChange[] }>({
    serverCart,
    inFlight: [],
  });

  // Sends the next change once the one before has been answered (and the cart loaded again).
  const submitMutation = mutation.submit;
  useEffect(() => {
    if (sending || queue.length === 0) return;
    const [next, ...rest] = queue;
    if (!next) return;
    const before = applyPending(latest.current.serverCart, latest.current.inFlight).cart;
    setQueue(rest);
    setSending({ ...next, before });
    next.form.set(changeIdField, registerChange(before));
    void submitMutation(next.form, { method: 'post', action: `/${language.key}/cart` }).finally(() => {
      setSending(null);
      sync.changed();
    });
  }, [queue, sending, submitMutation, language.key, sync]);

  // The answer of each change, for the messages beside what it concerns.
  useEffect(() => {
    if (mutation.state === 'idle' && mutation.data) setResult(mutation.data);
  }, [mutation.state, mutation.data]);

  // Until the cart has been loaded again after a change, the change still counts as pending.
  const formData = mutation.state !== 'idle' ? mutation.formData : undefined;
  const inFlight = sending?.change ?? (formData ? pendingFromForm(formData) : null);
  const optimistic = useMemo(
    () => applyPending(serverCart, [...(inFlight ? [inFlight] : []), ...queue.map((q) => q.change)]),
    [serverCart, inFlight, queue],
  );
  // What was shown before the next change: the server's cart and the change still being answered.
  latest.current = { serverCart, inFlight: inFlight ? [inFlight] : [] };
  const totalQuantity = optimistic.totalQuantity + (loaded ? 0 : (layout?.cartQuantity ?? 0));

  const submit = useCallback(
    (form: FormData, options: { item?: AddToCartItem } = {}) => {
      // A fetcher answers with data; only a plain form is sent back with a redirect.
      form.delete('redirectTo');
      const change = pendingFromForm(form, options.item);
      if (change.action === 'LinesAdd') onAdd();
      setQueue((q) => enqueue(q, { form, change, ...(options.item ? { item: options.item } : {}) }));
    },
    [onAdd],
  );

  const value = useMemo<CartState>(
    () => ({ cart: optimistic.cart, totalQuantity, loaded, busy, result, submit }),
    [optimistic.cart, totalQuantity, loaded, busy, result, submit],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
