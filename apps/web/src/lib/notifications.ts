import type * as MantineNotifications from '@mantine/notifications';
import type { NotificationData } from '@mantine/notifications';
import { i18n } from './i18n';

/** What a screen tells the visitor in a notification (top right, closes after 3 s). */
export type Notice = Pick<NotificationData, 'color' | 'title' | 'message'>;

type NotificationsModule = typeof MantineNotifications;

let loading: Promise<NotificationsModule> | undefined;

/**
 * Mantine's notifications (their store, container and transitions) in a file of their own,
 * loaded with the first notice rather than with the first page.
 */
export function loadNotifications(): Promise<NotificationsModule> {
  loading ??= import('@mantine/notifications');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const listeners = new Set<() => void>();
let asked = false;

/** Whether any notice was shown yet (the container is needed from then on). */
export const noticesAsked = {
  get: (): boolean => asked,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Shows notices as Mantine's `notifications` does: the app's one way to show them. */
export const notifications = {
  show(notice: Notice): void {
    if (!asked) {
      asked = true;
      for (const listener of listeners) listener();
    }
    // The close button (an icon) is named in the page's language, for screen readers and axe.
    const closeButtonProps = { 'aria-label': i18n.t('common.close') };
    loadNotifications().then(
      (module) => module.notifications.show({ ...notice, closeButtonProps }),
      () => {
        // The file could not be loaded (offline): the screen itself still shows the outcome.
      },
    );
  },
};
