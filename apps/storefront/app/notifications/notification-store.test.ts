import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeNotification,
  getNotifications,
  notificationDefaults,
  removeNotification,
  showNotification,
  shownNotifications,
  subscribeToNotifications,
} from './notification-store.ts';

const text = { tone: 'error', title: 'Titel', message: 'Nachricht' } as const;

afterEach(() => {
  for (const item of getNotifications()) removeNotification(item.id);
});

describe('notification store', () => {
  it('has the defaults of spec section 9', () => {
    expect(notificationDefaults).toMatchObject({ autoCloseMs: 4000, limit: 5 });
  });

  it('queues in order and tells its listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToNotifications(listener);
    const first = showNotification(text);
    const second = showNotification({ ...text, message: 'Zweite' });
    expect(getNotifications().map((item) => item.id)).toEqual([first, second]);
    expect(getNotifications()[1]).toMatchObject({ message: 'Zweite', closing: false });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    showNotification(text);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('shows at most five; the sixth waits until one has left', () => {
    const ids = Array.from({ length: 6 }, () => showNotification(text));
    expect(shownNotifications(getNotifications()).map((item) => item.id)).toEqual(ids.slice(0, 5));
    closeNotification(ids[0] ?? 0);
    // While leaving it keeps its place.
    expect(shownNotifications(getNotifications())).toHaveLength(5);
    expect(shownNotifications(getNotifications())[0]?.closing).toBe(true);
    removeNotification(ids[0] ?? 0);
    expect(shownNotifications(getNotifications()).map((item) => item.id)).toEqual(ids.slice(1, 6));
  });

  it('ignores closing or removing what is not there, without telling listeners', () => {
    const id = showNotification(text);
    const listener = vi.fn();
    subscribeToNotifications(listener);
    closeNotification(id + 100);
    removeNotification(id + 100);
    closeNotification(id);
    closeNotification(id);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
