import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { redirectTarget } from '@/features/auth/redirect-target';
import { useSession } from '@/lib/session';

/**
 * Guard of /login and /sign-up: a signed-in user has nothing to do there and goes on to
 * /profile (or to the page a sign-in was started from).
 */
export function GuestRoute() {
  const { status, user } = useSession();
  const location = useLocation();

  if (status !== 'ready') return <PageLoader />;
  if (user) return <Navigate to={redirectTarget(location.state)} replace />;
  return <Outlet />;
}
