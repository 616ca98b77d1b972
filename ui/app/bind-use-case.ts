import type { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';
import type { Token } from 'matka-core/player';

type Bind = ContainerModuleLoadOptions['bind'];
type Key<T> = Token<T> | (abstract new (...args: never[]) => T);
type Keys<Args extends unknown[]> = { [I in keyof Args]: Key<Args[I]> };

/**
 * Binds a use case class to itself, built from the keys of its constructor's parameters in
 * order. `perScreen`: a flow with state (sign-up, the quiz) is made anew for each screen that
 * asks; every other use case is made once.
 */
export function bindUseCase<T, Args extends unknown[]>(
  bind: Bind,
  UseCase: new (...args: Args) => T,
  deps: Keys<Args>,
  perScreen = false,
): void {
  const binding = bind<T>(UseCase).toResolvedValue(
    (...args: unknown[]) => new UseCase(...(args as Args)),
    deps as never,
  );
  if (perScreen) binding.inTransientScope();
  else binding.inSingletonScope();
}

const loaded = new WeakMap<Container, WeakSet<ContainerModule>>();

/** Loads a lazy chunk's module into the container the first time one of its routes opens. */
export function loadOnce(container: Container, module: ContainerModule): void {
  const modules = loaded.get(container) ?? new WeakSet();
  loaded.set(container, modules);
  if (modules.has(module)) return;
  container.load(module);
  modules.add(module);
}
