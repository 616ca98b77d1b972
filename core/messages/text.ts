import type { MessageKey } from './catalogue.js';

/** A text for the player: a catalogue message with its values, or the server's own words. */
export type Text = { key: MessageKey; values?: Readonly<Record<string, string | number>> } | { raw: string };

/** A catalogue text. */
export function text(key: MessageKey, values?: Record<string, string | number>): Text {
  return values ? { key, values } : { key };
}

/** The server's words, shown as they are. */
export function raw(message: string): Text {
  return { raw: message };
}
