/**
 * The ports of an end-to-end run, from a seed (a process id) so that runs on one machine rarely
 * meet. All lie below 32768, where Linux starts handing out local ports to outgoing connections
 * (`net.ipv4.ip_local_port_range` 32768-60999): a server asked to listen on a port that an
 * outgoing connection holds at that moment fails with EADDRINUSE, as the cluster run's nginx once
 * did on 50346. The storefront gets 10000-19999 and the commerce service 20000-29999, each with
 * up to ten neighbours above it for the specs' own shops and the cluster's instances.
 */
export function storefrontPortFor(seed: number): number {
  return 10_000 + (seed % 10_000);
}

/** The commerce service's port beside a storefront port of the run. */
export function commercePortFor(storefrontPort: number): number {
  return storefrontPort + 10_000;
}
