/*
 * Global UI state of the shell (spec section 3): isCartBusy, minicart.visible, minicart.timerRunning.
 *
 * How to mount (C1): wrap everything inside the language layout once, e.g.
 *   <ShellStateProvider> <Header/> <main><Outlet/></main> <NewsletterBlock/> <Footer/> </ShellStateProvider>
 * It also hosts the minicart (loaded on demand), so nothing else needs to be placed for it.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { MinicartHost } from './minicart-host.tsx';

export type ShellState = {
  isCartBusy: boolean;
  minicart: { visible: boolean; timerRunning: boolean };
};

export type ShellActions = {
  setCartBusy: (busy: boolean) => void;
  /** Sets minicart.visible from a show flag; true opens the minicart unless this is the cart page. */
  showMinicart: (show: boolean) => void;
  /** Sets minicart.timerRunning from a running flag (an auto-closing minicart after adding). */
  setMinicartTimerRunning: (running: boolean) => void;
};

const initialState: ShellState = { isCartBusy: false, minicart: { visible: false, timerRunning: false } };

const ShellStateContext = createContext<(ShellState & ShellActions) | null>(null);

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initialState);
  const value = useMemo(
    () => ({
      ...state,
      setCartBusy: (isCartBusy: boolean) => setState((s) => ({ ...s, isCartBusy })),
      showMinicart: (visible: boolean) => setState((s) => ({ ...s, minicart: { ...s.minicart, visible } })),
      setMinicartTimerRunning: (timerRunning: boolean) =>
        setState((s) => ({ ...s, minicart: { ...s.minicart, timerRunning } })),
    }),
    [state],
  );
  return (
    <ShellStateContext.Provider value={value}>
      {children}
      <MinicartHost />
    </ShellStateContext.Provider>
  );
}

/** The shell state; outside the provider (an error page) a closed, idle state that ignores changes. */
export function useShellState(): ShellState & ShellActions {
  return useContext(ShellStateContext) ?? fallback;
}

const ignore = () => {};
const fallback: ShellState & ShellActions = {
  ...initialState,
  setCartBusy: ignore,
  showMinicart: ignore,
  setMinicartTimerRunning: ignore,
};
