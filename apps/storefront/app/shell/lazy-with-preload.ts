import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component loaded on demand (overlays stay out of the first load, DESIGN.md budget) whose code can be
 * fetched early, on the first hover or focus of what opens it, so opening it feels instant. It comes
 * inside Mantine's provider, which is loaded with it: no page renders Mantine before an overlay opens.
 */
export function lazyWithPreload<P extends object>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => void } {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const load = () => {
    loading ??= Promise.all([factory(), import('./mantine-scope.tsx')]).then(([module, scope]) => ({
      default: scope.withMantine(module.default),
    }));
    return loading;
  };
  return {
    Component: lazy(load),
    preload: () => {
      load().catch(() => {
        // A failed prefetch is retried when the overlay is really opened.
        loading = undefined;
      });
    },
  };
}
