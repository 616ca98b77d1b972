import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { routeAccess, SecureStorage } from 'matka-core/player';
import { useService } from '../hooks/container-context.js';

/** A protected route shows `login` (the login screen) unless a token and a mobile are both stored. */
export function RouteGuard({ children, login }: { children: ReactNode; login: ReactNode }) {
  const storage = useService(SecureStorage);
  const path = useLocation().pathname;
  return routeAccess(path, storage) === 'open' ? children : login;
}
