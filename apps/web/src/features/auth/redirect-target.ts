import { paths } from '@/config/paths';

const authPaths = new Set<string>([
  paths.login.path,
  paths.signUp.path,
  paths.forgotPassword.path,
  paths.authError.path,
  paths.googleCallback.path,
  paths.facebookCallback.path,
]);

/**
 * Where to go after signing in: the page the guard sent the visitor from (its location is in
 * the navigation state as `from`), else /profile. Never back to an auth screen.
 */
export function redirectTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (from && typeof from === 'object') {
    const { pathname, search, hash } = from as {
      pathname?: unknown;
      search?: unknown;
      hash?: unknown;
    };
    if (typeof pathname === 'string' && pathname.startsWith('/') && !authPaths.has(pathname)) {
      const extra = (value: unknown) => (typeof value === 'string' ? value : '');
      return `${pathname}${extra(search)}${extra(hash)}`;
    }
  }
  return paths.profile.href();
}
