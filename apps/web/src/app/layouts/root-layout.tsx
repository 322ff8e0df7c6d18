import { Box } from '@mantine/core';
import { HydrateWhenNear } from '@/components/ui/hydrate-when-near';
import { useTranslation } from '@/lib/i18n';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './route-skeleton';
import { useRouteFocus } from './use-route-focus';

const MAIN_CONTENT_ID = 'main-content';

/** Only signed-in accounts with an address to confirm load it. */
const ConfirmEmailBanner = lazy(() =>
  import('@/features/auth/components/confirm-email-banner').then((m) => ({
    default: m.ConfirmEmailBanner,
  })),
);

/**
 * 'Confirm your e-mail address' for a signed-in account that has one to confirm. Never part of a
 * page the server rendered (it renders every page signed out). Its own component: whether the app
 * runs changes right after hydration, in a render React does at once (not in steps), and the
 * session changes as it is confirmed; either renders this banner again, not the whole layout.
 */
function EmailBanner() {
  const { user } = useSession();
  const hydrated = useHydrated();
  return hydrated && user && (!user.email_confirmed || user.pending_email) ? (
    <Suspense fallback={null}>
      <ConfirmEmailBanner user={user} />
    </Suspense>
  ) : null;
}

/**
 * Where ScrollRestoration keeps a page's scroll position. A page loaded from the address bar or a
 * plain link has no history key of its own (React Router calls every such entry `default`), so
 * it is kept by its address: a page read to its end no longer sends the next loaded page (of
 * another address) to that same depth. Pages reached in the app keep their own keys.
 */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/**
 * Skip link, header, the current screen in <main> (its h1 takes focus after a route change),
 * footer. `children` stand in for the screen while the first one loads (the router's fallback).
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useRouteFocus(MAIN_CONTENT_ID);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress active={navigation.state === 'loading'} />
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      {/* Each part in its own boundary: the app hydrates a server-rendered page part by
          part, in separate tasks, so the phone's main thread is never blocked by the whole page
          at once (blocking time). Nothing in them suspends; the fallbacks never show. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <EmailBanner />
      {/* At least a screen high: while a screen loads, the footer waits below the fold instead of
          showing under the loader and being pushed away when the content arrives (a layout
          shift of 0.6 on the detail pages, measured with npm run bench:web). */}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        mih="100vh"
        style={{ flex: 1, outline: 'none' }}
      >
        <Suspense fallback={null}>{children ?? <Outlet />}</Suspense>
      </Box>
      {/* Below the fold on every page: hydrated when it comes near (ADR 027). */}
      <HydrateWhenNear>
        <Footer />
      </HydrateWhenNear>
      {children ? null : <ScrollRestoration getKey={scrollKey} />}
    </Box>
  );
}
