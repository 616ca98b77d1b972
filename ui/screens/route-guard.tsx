import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { routeAccess, SecureStorage } from '../../core/index.js';
import { ScreenLoader } from '../chrome/screen-loader.js';
import { useService } from '../hooks/container-context.js';

// Loaded only when a protected route is opened without a session: a logged-in /home carries no login form.
const LoginScreen = lazy(() => import('./accounts/login-screen.js').then((m) => ({ default: m.LoginScreen })));

/** A protected route shows the login screen unless a token and a mobile are both stored. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const storage = useService(SecureStorage);
  const path = useLocation().pathname;
  if (routeAccess(path, storage) === 'open') return children;
  return (
    <Suspense fallback={<ScreenLoader />}>
      <LoginScreen />
    </Suspense>
  );
}
