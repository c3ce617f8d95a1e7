import { useSyncExternalStore } from 'react';
import {
  getNotifications,
  getServerNotifications,
  type ShopNotification,
  subscribeToNotifications,
} from './notification-store.ts';

/** All queued notifications, re-rendering on every change. */
export function useNotifications(): readonly ShopNotification[] {
  return useSyncExternalStore(subscribeToNotifications, getNotifications, getServerNotifications);
}
