import type { Text } from '../messages/text.js';

/** What a player has typed or picked on a generator board, by field name (flags: a list). */
export type InputValues = Readonly<Record<string, string | readonly string[]>>;

export interface FieldOption {
  value: string;
  /** A catalogue text, or (raw) the value itself, such as a pana or a digit. */
  label: Text;
}

/** One input of a generator board: typed digits, one choice of buttons or a list, or flags. */
export type InputField =
  | { name: string; kind: 'text'; label: Text; maxLength: number }
  | { name: string; kind: 'choice' | 'select' | 'flags'; label: Text; options: readonly FieldOption[] };

/** A generator board's form: its inputs, and the bids they make. */
export interface GeneratorForm {
  /** The form's name, where a board offers more than one way to enter the same bids. */
  label?: Text;
  fields: readonly InputField[];
  /** The bids the inputs make; bad input throws InvalidBidInput. `swapped`: see `swap`. */
  generate(values: InputValues, swapped: boolean): string[];
  /**
   * Half sangam's Change: the form's other way round, with fields of the same names (what was
   * typed stays) whose labels say what is then bid; `generate` is called with `swapped` true.
   */
  swapped?: readonly InputField[];
  /** Buttons 0–9 that add at once what a digit makes (single pana bulk's ank buttons). */
  digitButtons?: { label: Text; generate(digit: number): string[] };
  /** The selector board shows the balance and the date above its inputs. */
  showsBalanceAndDate?: boolean;
}

/** Each field's starting value: a choice's first option, a flag list's first flag, else empty. */
export function initialValues(fields: readonly InputField[]): Record<string, string | readonly string[]> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === 'choice' ? field.options[0]!.value : field.kind === 'flags' ? [field.options[0]!.value] : '',
    ]),
  );
}
