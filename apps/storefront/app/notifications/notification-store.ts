/**
 * The page's notifications (spec section 9: bottom-right, closed after 4000 ms, at most 5 shown at once).
 * This store is all that the first load carries; the component that shows them is fetched when the first
 * notification is queued (notification-slot.tsx), so it costs nothing on pages that never notify.
 */
export const notificationDefaults = {
  autoCloseMs: 4000,
  limit: 5,
  /** Mantine's transition duration, used for appearing and leaving. */
  transitionMs: 250,
} as const;

export type NotificationTone = 'error' | 'success';

export type ShopNotification = {
  id: number;
  tone: NotificationTone;
  title: string;
  message: string;
  /** Set when it was closed (by the timer or the visitor): it is leaving, and is removed after the transition. */
  closing: boolean;
};

type Listener = () => void;

let queue: readonly ShopNotification[] = [];
let lastId = 0;
const listeners = new Set<Listener>();

function replace(next: readonly ShopNotification[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

/** Queues a notification (the texts already in the page's language); it shows when one of the 5 places is free. */
export function showNotification(input: { tone: NotificationTone; title: string; message: string }): number {
  lastId += 1;
  replace([...queue, { ...input, id: lastId, closing: false }]);
  return lastId;
}

/** Starts a notification's leaving transition. */
export function closeNotification(id: number): void {
  if (!queue.some((item) => item.id === id && !item.closing)) return;
  replace(queue.map((item) => (item.id === id ? { ...item, closing: true } : item)));
}

/** Drops a notification once it has left; the next waiting one takes its place. */
export function removeNotification(id: number): void {
  if (!queue.some((item) => item.id === id)) return;
  replace(queue.filter((item) => item.id !== id));
}

/** The notifications on screen: the oldest `limit` ones (those leaving still hold their place); the rest wait. */
export function shownNotifications(
  all: readonly ShopNotification[],
  limit: number = notificationDefaults.limit,
): readonly ShopNotification[] {
  return all.slice(0, limit);
}

export function getNotifications(): readonly ShopNotification[] {
  return queue;
}

const none: readonly ShopNotification[] = [];

/** The server renders no notifications. */
export function getServerNotifications(): readonly ShopNotification[] {
  return none;
}

export function subscribeToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
