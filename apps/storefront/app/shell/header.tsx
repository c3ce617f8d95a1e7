import { CartButton } from '../cart/cart-button.tsx';
import { MainNavigation } from '../navigation/main-navigation.tsx';
import type { MenuLink } from '../navigation/menu-item.ts';
import { MobileMenu } from '../navigation/mobile-menu.tsx';
import { SearchField } from '../search/search-field.tsx';
import { AccountLink } from './account-link.tsx';
import classes from './header.module.css';
import { Logo } from './logo.tsx';
import { landmarkIds } from './skip-links.tsx';

type Props = { shopName: string; menu: MenuLink[]; accountUrl: string };

/**
 * Spec section 2: logo, search field, my-account icon, cart button and the navigation. The grid gives
 * every slot its size before any script runs, so nothing moves when the search and cart hydrate.
 */
export function Header({ shopName, menu, accountUrl }: Props) {
  return (
    <header id={landmarkIds.navigation} tabIndex={-1} className={classes.header}>
      <div className={classes.row}>
        <div className={classes.menuSlot}>
          <MobileMenu menu={menu} />
        </div>
        <Logo shopName={shopName} />
        <div className={classes.searchSlot}>
          <SearchField />
        </div>
        <div className={classes.actions}>
          <AccountLink href={accountUrl} />
          <CartButton />
        </div>
      </div>
      <MainNavigation menu={menu} />
    </header>
  );
}
