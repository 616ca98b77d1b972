import { token } from './token.js';

/** Unique ids (a bid slip's client request id). Adapters use crypto.randomUUID. */
export interface IdSource {
  newId(): string;
}
export const IdSource = token<IdSource>('IdSource');
