/*
 * Global UI state of the shell (spec section 3): isCartBusy, minicart.visible, minicart.timerRunning.
 * `ShellStateProvider` (shell-state-provider.tsx) holds it; components read it with `useShellState`.
 */
import { createContext, useContext } from 'react';

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

export const initialState: ShellState = {
  isCartBusy: false,
  minicart: { visible: false, timerRunning: false },
};

export const ShellStateContext = createContext<(ShellState & ShellActions) | null>(null);

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
