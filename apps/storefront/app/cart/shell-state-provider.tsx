/*
 * How to mount (C1): wrap everything inside the language layout once, e.g.
 *   <ShellStateProvider> <Header/> <main><Outlet/></main> <NewsletterBlock/> <Footer/> </ShellStateProvider>
 * It also hosts the minicart (loaded on demand), so nothing else needs to be placed for it. It lives apart
 * from shell-state.tsx because the minicart reads that state: one module for both would import itself.
 */
import { type ReactNode, useMemo, useState } from 'react';
import { MinicartHost } from './minicart-host.tsx';
import { initialState, ShellStateContext } from './shell-state.tsx';

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
