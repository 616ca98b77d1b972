import { RouteGuard } from '../screens/route-guard.js';
import { PlayerLayout } from './player-layout.js';

/** The logged-in frame behind the route guard; its own chunk, so /login loads none of it. */
export function GuardedPlayerLayout() {
  return (
    <RouteGuard>
      <PlayerLayout />
    </RouteGuard>
  );
}
