import { Notification } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useMessages } from '../i18n/define-messages.ts';
import { notificationMessages } from './messages.ts';
import {
  closeNotification,
  notificationDefaults,
  removeNotification,
  type ShopNotification,
  shownNotifications,
} from './notification-store.ts';
import classes from './notifications.module.css';
import { useNotifications } from './use-notifications.ts';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';

const colours = { error: 'red.8', success: 'green.8' } as const;

/** The first five notifications; loaded on demand by NotificationSlot. */
export default function NotificationList() {
  return shownNotifications(useNotifications()).map((item) => <Item key={item.id} item={item} />);
}

/**
 * One notification: closes itself after 4000 ms, unless the pointer or the keyboard focus is on it (then
 * the full time starts again when they leave, as Mantine's notifications do).
 */
function Item({ item }: { item: ShopNotification }) {
  const t = useMessages(notificationMessages);
  const [held, setHeld] = useState(false);
  const { id, closing } = item;
  useEffect(() => {
    if (closing || held) return;
    const timer = setTimeout(() => closeNotification(id), notificationDefaults.autoCloseMs);
    return () => clearTimeout(timer);
  }, [id, closing, held]);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => removeNotification(id), notificationDefaults.transitionMs);
    return () => clearTimeout(timer);
  }, [id, closing]);
  return (
    <Notification
      role="presentation"
      className={classes.item}
      classNames={{ description: classes.description }}
      color={colours[item.tone]}
      title={item.title}
      withBorder
      data-testid="notification"
      data-tone={item.tone}
      data-closing={closing || undefined}
      onClose={() => closeNotification(id)}
      closeButtonProps={{ 'aria-label': t('notifications.close') }}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {item.message}
    </Notification>
  );
}
