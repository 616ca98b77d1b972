/**
 * A request the server will not carry out, with the words the player reads. Routes turn
 * it into the spec's answer shape; nothing of the refused request has been written.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}

/** The player's session is not (or no longer) valid. */
export class SessionRefusal extends Refusal {}
