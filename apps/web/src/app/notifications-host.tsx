import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadNotifications, noticesAsked } from '@/lib/notifications';

const Notifications = lazy(() =>
  loadNotifications().then((module) => ({ default: module.Notifications })),
);

/**
 * Where the app's notices show (top right, 3 s). Their container loads with the first notice,
 * not with the first page.
 */
export function NotificationsHost() {
  const asked = useSyncExternalStore(noticesAsked.subscribe, noticesAsked.get, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={3000} />
    </Suspense>
  );
}
