import { MantineProvider } from '@mantine/core';
import type { ComponentType } from 'react';
import { theme } from './theme.ts';

/**
 * Mantine's provider around one overlay, loaded with it (shell/lazy-with-preload.ts), so no page's first
 * load carries Mantine (issue 19). The theme's CSS variables are static CSS in every page already
 * (shell/theme-css.vite.ts), and the colour scheme is light on the `<html>` element (root.tsx).
 */
export function withMantine<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithMantine(props: P) {
    return (
      <MantineProvider theme={theme} withCssVariables={false} forceColorScheme="light">
        <Component {...props} />
      </MantineProvider>
    );
  }
  WithMantine.displayName = `WithMantine(${Component.displayName ?? Component.name})`;
  return WithMantine;
}
