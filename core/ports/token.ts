/**
 * A typed key for a port: a symbol that carries the port's type, so a container can bind
 * and resolve ports without core depending on any container library.
 */
export type Token<T> = symbol & { readonly __port?: T };

/**
 * Makes the token of a port. It is a registered symbol, so the ESM and CJS builds of the
 * package (or two copies of it) agree on every token.
 */
export function token<T>(name: string): Token<T> {
  return Symbol.for(`matka-core:${name}`) as Token<T>;
}
