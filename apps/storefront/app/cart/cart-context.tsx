import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useFetcher, useRouteLoaderData } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import { whenIdle } from '../shell/when-idle.ts';
import type { CartActionResult } from './cart-result.ts';
import type { CartSummary } from './cart-summary.ts';
import type { CartView } from './cart-view.ts';
import { changeQueue, emptyChangeQueue, type QueuedChange } from './change-queue.ts';
import { changeIdField, registerChange } from './change-reports.ts';
import { type AddToCartItem, applyPending, type PendingChange, pendingFromForm } from './optimistic-cart.ts';
import { useCartBase } from './use-cart-base.ts';
import { useCartSync } from './use-cart-sync.ts';

/** Shared by key: one summary request for badge, minicart and cart page. */
export const cartSummaryFetcherKey = 'cart-summary';
const mutationFetcherKey = 'cart-mutation';

export type CartState = {
  /** The cart with the changes not yet answered applied (what the visitor sees). */
  cart: CartView | null;
  totalQuantity: number;
  /**
   * The browser knows the cart: the summary has been loaded, or the cart page holds it (before that,
   * the server-rendered figures hold).
   */
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
  const [{ waiting, sending }, dispatch] = useReducer(changeQueue, emptyChangeQueue);
  const [result, setResult] = useState<CartActionResult | null>(null);
  const summaryUrl = `/api/cart-summary?lang=${language.key}`;
  const { load } = summary;
  const requested = useRef(false);
  const requestSummary = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void load(summaryUrl);
  }, [load, summaryUrl]);
  // In a task of its own once the page is idle, not in the hydration's commit (shell/when-idle.ts).
  useEffect(() => {
    if (requested.current) return;
    return whenIdle(requestSummary);
  }, [requestSummary]);

  const { cart: serverCart, known: loaded } = useCartBase(summary.data);
  const busy = sending !== null || waiting.length > 0 || mutation.state !== 'idle';
  const sync = useCartSync(busy, () => load(summaryUrl));
  const latest = useRef<{ serverCart: CartView | null; answering: PendingChange | null }>({
    serverCart,
    answering: null,
  });

  // Takes the next change once the one before has been answered (and the cart loaded again). The
  // reducer takes it from the queue as it is then: a click since this render is not lost.
  useEffect(() => {
    if (!sending && waiting.length > 0) dispatch({ type: 'take' });
  }, [sending, waiting]);

  // Sends the change taken, once (the ref: a new `submit` or language must not send it again).
  const submitMutation = mutation.submit;
  const submitted = useRef<QueuedChange | null>(null);
  useEffect(() => {
    if (!sending || submitted.current === sending) return;
    submitted.current = sending;
    const { serverCart: shown, answering } = latest.current;
    const before = applyPending(shown, answering ? [answering] : []).cart;
    sending.form.set(changeIdField, registerChange(before));
    void submitMutation(sending.form, { method: 'post', action: `/${language.key}/cart` }).finally(() => {
      dispatch({ type: 'answered', change: sending });
      sync.changed();
    });
  }, [sending, submitMutation, language.key, sync]);

  // The answer of each change, for the messages beside what it concerns.
  useEffect(() => {
    if (mutation.state === 'idle' && mutation.data) setResult(mutation.data);
  }, [mutation.state, mutation.data]);

  // Until the cart has been loaded again after a change, the change still counts as pending.
  const formData = mutation.state !== 'idle' ? mutation.formData : undefined;
  const answering = formData ? pendingFromForm(formData) : null;
  const inFlight = sending?.change ?? answering;
  const optimistic = useMemo(
    () => applyPending(serverCart, [...(inFlight ? [inFlight] : []), ...waiting.map((q) => q.change)]),
    [serverCart, inFlight, waiting],
  );
  // What was shown before the next change: the server's cart and the change still being answered.
  latest.current = { serverCart, answering };
  const totalQuantity = optimistic.totalQuantity + (loaded ? 0 : (layout?.cartQuantity ?? 0));

  const submit = useCallback(
    (form: FormData, options: { item?: AddToCartItem } = {}) => {
      // A fetcher answers with data; only a plain form is sent back with a redirect.
      form.delete('redirectTo');
      const change = pendingFromForm(form, options.item);
      if (change.action === 'LinesAdd') onAdd();
      // A change before the idle moment asks for the summary at once: the load is then under way
      // when the change is answered, so React Router loads it again after the change, and the cart
      // page's rendered cart (the base until then) is never read after an answer made it old.
      requestSummary();
      dispatch({ type: 'add', change: { form, change, ...(options.item ? { item: options.item } : {}) } });
    },
    [onAdd, requestSummary],
  );

  const value = useMemo<CartState>(
    () => ({ cart: optimistic.cart, totalQuantity, loaded, busy, result, submit }),
    [optimistic.cart, totalQuantity, loaded, busy, result, submit],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
