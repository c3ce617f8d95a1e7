import type { ComponentProps } from 'react';

/**
 * A link to one of the shop's own pages among the hundreds that every page's header, phone menu and
 * footer repeat. It is a plain anchor: React Router's `<Link>` resolves its path, reads the location
 * and the navigation state and makes a click handler for each of them while the page hydrates
 * (decision 0085), and these links need none of that. Their clicks still navigate inside the app:
 * use-site-link-navigation.ts takes them over with one listener for the whole document.
 */
export function SiteLink({ to, ...anchor }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <a href={to} data-site-link="" {...anchor} />;
}
