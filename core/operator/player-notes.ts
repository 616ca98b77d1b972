import type { ConsolePage } from '../ports/console-answer.js';
import type { PlayerAdminGateway, PlayerNote } from '../ports/player-admin-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import { KeyedFlight } from './keyed-flight.js';
import { operatorText, type OperatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';

/** The longest note on a player: the console's field stops there and the server refuses past it. */
export const MAX_NOTE_LENGTH = 1000;

export function noteError(text: string): OperatorText | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return operatorText('enterNote');
  return trimmed.length > MAX_NOTE_LENGTH ? operatorText('noteTooLong', { max: MAX_NOTE_LENGTH }) : undefined;
}

/** Notes on a player: owners and support write them; every role that reads players reads them, newest first. */
export class PlayerNotes {
  private readonly flight = new KeyedFlight<OperatorOutcome<PlayerNote>>();

  constructor(
    private readonly players: PlayerAdminGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  list(id: string, page: number): Promise<OperatorOutcome<ConsolePage<PlayerNote>>> {
    return this.policy.run(() => this.players.notes({ id, page }));
  }

  /** The note as written (trimmed); an empty or too long one is refused before anything is sent. A second press while one is sent gets the same answer. */
  add(id: string, text: string): Promise<OperatorOutcome<PlayerNote>> {
    const error = noteError(text);
    if (error) return Promise.resolve(badInput(error, 'text'));
    return this.flight.run(id, () => this.policy.run(() => this.players.addNote({ id, text: text.trim() })));
  }
}
