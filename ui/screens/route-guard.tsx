import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { routeAccess, SecureStorage } from '../../core/index.js';
import { useService } from '../hooks/container-context.js';
import { LoginScreen } from './accounts/login-screen.js';

/** A protected route shows the login screen unless a token and a mobile are both stored. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const storage = useService(SecureStorage);
  const path = useLocation().pathname;
  return routeAccess(path, storage) === 'open' ? children : <LoginScreen />;
}
