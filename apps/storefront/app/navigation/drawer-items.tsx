import { useMessages } from '../i18n/define-messages.ts';
import classes from './drawer.module.css';
import type { MenuLink } from './menu-item.ts';
import { navigationMessages } from './messages.ts';
import { SiteLink } from './site-link.tsx';

/** A group opens in place as a `<details>`: the browser expands it, with or without JavaScript. */
function DrawerGroup({ item, level }: { item: MenuLink; level: number }) {
  const t = useMessages(navigationMessages);
  return (
    <li>
      <details className={classes.details}>
        <summary className={classes.toggle}>
          {item.title}
          <svg className={classes.chevron} viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </summary>
        <div className={classes.group}>
          {item.href && (
            <SiteLink to={item.href} className={classes.seeAll}>
              {t('seeAll', { title: item.title })}
            </SiteLink>
          )}
          <DrawerItems items={item.items} level={level + 1} />
        </div>
      </details>
    </li>
  );
}

/** One level of the drawer's menu: groups expand in place, each with a see-all link when its URL is real. */
export function DrawerItems({ items, level }: { items: MenuLink[]; level: number }) {
  return (
    <ul className={classes.list} data-level={level}>
      {items.map((item) =>
        item.items.length > 0 ? (
          <DrawerGroup key={item.id} item={item} level={level} />
        ) : (
          <li key={item.id}>
            {item.href ? (
              <SiteLink to={item.href} className={classes.link}>
                {item.title}
              </SiteLink>
            ) : (
              <span className={classes.link}>{item.title}</span>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
