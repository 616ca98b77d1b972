// A note on a player: the console's call POST /players/:id/notes.
import * as v from 'valibot';
import { MAX_NOTE_LENGTH } from 'matka-core/console';
import { boundedText } from './request-fields.js';

/** Trimmed, required, line breaks kept; the console's textarea stops at the same length (core's MAX_NOTE_LENGTH). */
export const Note = v.object({ text: boundedText('Note', MAX_NOTE_LENGTH) });
