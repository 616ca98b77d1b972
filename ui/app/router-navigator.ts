import type { Navigator } from 'matka-core/player';

interface RouterLike {
  navigate(to: string | number, options?: { state?: unknown; replace?: boolean }): unknown;
}

/**
 * Core's Navigator over react-router's data router. The router is made after the container
 * (its screens need the container), so it is attached once it exists.
 */
export class RouterNavigator implements Navigator {
  private router: RouterLike | undefined;

  attach(router: RouterLike): void {
    this.router = router;
  }

  go(path: string, state?: unknown): void {
    void this.router?.navigate(path, state === undefined ? {} : { state });
  }

  back(): void {
    void this.router?.navigate(-1);
  }
}
