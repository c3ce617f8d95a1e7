import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // The shop has a few dozen routes: their manifest goes into the page (about 1 kB gzip) instead of
  // being asked for with `/__manifest` requests for every batch of links on the page, whose answers
  // patched the router during and after hydration (issue 19, decision 0075).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
