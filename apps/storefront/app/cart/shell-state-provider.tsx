/*
 * How to mount (C1): wrap everything inside the language layout once, e.g.
 *   <ShellStateProvider> <Header/> <main><Outlet/></main> <NewsletterBlock/> <Footer/> </ShellStateProvider>
 * It also holds the cart (cart-context.tsx) and hosts the minicart (loaded on demand), so nothing else
 * needs to be placed for them. It lives apart from shell-state.tsx because the minicart reads that
 * state: one module for both would import itself.
 */
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { CartProvider, useCart } from './cart-context.tsx';
import { MinicartHost } from './minicart-host.tsx';
import { initialState, ShellStateContext } from './shell-state.tsx';
import { useIsCartPage } from './use-cart-page.ts';

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initialState);
  const onCartPage = useIsCartPage();
  // After an add the minicart opens and closes by itself (never on the cart page, spec section 2).
  const onAdd = useCallback(() => {
    if (onCartPage) return;
    setState((s) => ({ ...s, minicart: { visible: true, timerRunning: true } }));
  }, [onCartPage]);
  return (
    <CartProvider onAdd={onAdd}>
      <ShellState state={state} setState={setState}>
        {children}
      </ShellState>
    </CartProvider>
  );
}

function ShellState({
  state,
  setState,
  children,
}: {
  state: typeof initialState;
  setState: (update: (s: typeof initialState) => typeof initialState) => void;
  children: ReactNode;
}) {
  const busy = useCartBusy();
  const value = useMemo(
    () => ({
      ...state,
      isCartBusy: busy,
      setCartBusy: (isCartBusy: boolean) => setState((s) => ({ ...s, isCartBusy })),
      showMinicart: (visible: boolean) =>
        setState((s) => ({ ...s, minicart: { visible, timerRunning: visible && s.minicart.timerRunning } })),
      setMinicartTimerRunning: (timerRunning: boolean) =>
        setState((s) => ({ ...s, minicart: { ...s.minicart, timerRunning } })),
    }),
    [state, busy, setState],
  );
  return (
    <ShellStateContext.Provider value={value}>
      {children}
      <MinicartHost />
    </ShellStateContext.Provider>
  );
}

/** isCartBusy of the shell state: a cart change is being sent or waits to be sent. */
function useCartBusy(): boolean {
  return useCart()?.busy ?? false;
}
