import { useMessages } from '../i18n/define-messages.ts';
import type { MenuLink } from './menu-item.ts';
import { navigationMessages } from './messages.ts';
import classes from './navigation.module.css';
import { SiteLink } from './site-link.tsx';

function Entry({ item, className }: { item: MenuLink; className: string | undefined }) {
  if (item.href)
    return (
      <SiteLink to={item.href} className={className}>
        {item.title}
      </SiteLink>
    );
  return <span className={className}>{item.title}</span>;
}

/**
 * The wide dropdown of a top-level item: its heading, an "all" link (only when there are children and a
 * real URL, spec section 2) and its children, the third level listed under each child.
 */
export function NavPanel({ item }: { item: MenuLink }) {
  const t = useMessages(navigationMessages);
  return (
    <div className={classes.panelInner}>
      <div className={classes.panelHead}>
        <h2 className={classes.panelHeading}>{item.title}</h2>
        {item.href && item.items.length > 0 && (
          <SiteLink to={item.href} className={classes.allLink}>
            {t('showAll', { title: item.title })}
          </SiteLink>
        )}
      </div>
      <ul className={classes.columns}>
        {item.items.map((child) => (
          <li key={child.id} className={classes.column}>
            <Entry item={child} className={classes.childTitle} />
            {child.items.length > 0 && (
              <ul className={classes.grandchildren}>
                {child.items.map((grandchild) => (
                  <li key={grandchild.id}>
                    <Entry item={grandchild} className={classes.grandchild} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
