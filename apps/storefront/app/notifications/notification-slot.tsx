import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload } from '../shell/lazy-with-preload.ts';
import classes from './notifications.module.css';
import { useNotifications } from './use-notifications.ts';

// Mantine's Notification and its styles are fetched with the first notification, never in the first load.
const NotificationList = lazyWithPreload(() => import('./notification-list.tsx')).Component;

/**
 * Where notifications appear, bottom-right. The empty live region is in the server HTML, so screen
 * readers hear the first notification too, although its component arrives only when it is queued.
 */
export function NotificationSlot() {
  const queued = useNotifications().length > 0;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (queued) setWanted(true);
  }, [queued]);
  return (
    <div className={classes.region} aria-live="polite" data-testid="notifications">
      {wanted ? (
        <Suspense fallback={null}>
          <NotificationList />
        </Suspense>
      ) : null}
    </div>
  );
}
