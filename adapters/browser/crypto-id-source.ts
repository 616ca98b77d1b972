import type { IdSource, RandomSource } from 'matka-core/player';

/** Request ids from the platform's UUID generator. */
export class CryptoIdSource implements IdSource {
  newId(): string {
    return globalThis.crypto.randomUUID();
  }
}

/** Math.random, for shuffles where nothing is at stake (the quiz). */
export class MathRandomSource implements RandomSource {
  next(): number {
    return Math.random();
  }
}
