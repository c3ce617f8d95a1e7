/**
 * The catalogue's version as this instance knows it, for storefronts that cache whole pages
 * (`GET /catalog/version`). The value is the time (ms since 1970, this instance's clock) at which the
 * instance last saw its catalogue cache emptied — by a change notification, or by the listener
 * (re)connecting, after which it cannot vouch for anything earlier. A storefront drops its pages
 * when it sees a version newer than any it saw before; instances report slightly different times
 * for one change, which at worst drops the pages twice.
 *
 * It reads only the cache's generation counter, so it needs no hook into the change listener.
 */
export function createCatalogVersion(generation: () => number, now: () => number = Date.now) {
  let seen = generation();
  let changedAt = now();
  return (): number => {
    const current = generation();
    if (current !== seen) {
      seen = current;
      changedAt = Math.max(changedAt + 1, now());
    }
    return changedAt;
  };
}
