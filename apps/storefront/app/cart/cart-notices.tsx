import { useMessages } from '../i18n/define-messages.ts';
import classes from './cart.module.css';
import type { CartActionResult, CartNotice } from './cart-result.ts';
import { cartPageMessages } from './page-messages.ts';

/** The messages of the last answer that concern `targets` (a line's id and merchandise id, a field). */
export function noticesFor(result: CartActionResult | null, targets: readonly string[]): CartNotice[] {
  if (!result) return [];
  return [...result.errors, ...result.warnings].filter((notice) => targets.includes(notice.target));
}

/** Errors and warnings next to what they concern, read out when they appear. */
export function CartNotices({ notices, id }: { notices: CartNotice[]; id?: string }) {
  const t = useMessages(cartPageMessages);
  if (notices.length === 0) return null;
  return (
    <div id={id} role="alert" className={classes.notices} data-testid="cart-notice">
      {notices.map((notice) => (
        <p key={`${notice.target}-${notice.key}`}>
          {t(notice.key, notice.count === undefined ? undefined : { count: notice.count })}
        </p>
      ))}
    </div>
  );
}
