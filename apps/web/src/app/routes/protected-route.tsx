import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Guard of the protected routes: 'Loading...' while the session is restored and the API
 * confirms it (lib/session.ts), then the screen for a signed-in user, else /login with the intended location in state (or,
 * after a deliberate sign-out such as a deleted profile, the page the session was left for).
 */
export function ProtectedRoute() {
  const { status, user, exitTo } = useSession();
  const location = useLocation();
  const navigation = useNavigation();

  if (status !== 'ready') return <PageLoader />;
  if (!user) {
    // Signing out leaves for the home page first; while its screen loads (routes load on
    // demand), the screen being left shows nothing rather than bouncing to /login.
    if (navigation.state !== 'idle') return null;
    if (exitTo) return <Navigate to={exitTo} replace />;
    return <Navigate to={paths.login.href()} replace state={{ from: location }} />;
  }
  return <Outlet />;
}
