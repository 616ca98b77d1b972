import { Button, Checkbox, Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorNotice, InvalidBidInput, Notifier, raw, type BidSession } from '../../../../core/index.js';
import type { TranslationKey } from '../../../app/locales/en.js';
import { useService } from '../../../hooks/container-context.js';
import { useText } from '../../../hooks/use-text.js';
import type { BoardSlipState } from '../use-board-slip.js';
import { AmountInput } from './amount-input.js';

export type FieldSpec =
  | { name: string; kind: 'text'; label: TranslationKey; maxLength: number }
  | { name: string; kind: 'choice'; label: TranslationKey; options: { value: string; label: TranslationKey }[] }
  | { name: string; kind: 'flags'; label: TranslationKey; options: { value: string; label: string }[] };

export interface GeneratorSpec {
  fields: FieldSpec[];
  /** The bids the inputs make; a generator's RangeError message is shown to the player. */
  generate(values: Record<string, string | string[]>): string[];
  /** Half sangam's Change: swaps which field is the pana and which the digit. */
  swap?: [string, string];
}

function initial(fields: FieldSpec[]): Record<string, string | string[]> {
  return Object.fromEntries(fields.map((field) => [field.name, field.kind === 'choice' ? field.options[0]!.value : field.kind === 'flags' ? [field.options[0]!.value] : '']));
}

/** A generator board: its inputs and points make many bids at once, all or none. */
export function GeneratorPanel({ spec, board, session }: { spec: GeneratorSpec; board: BoardSlipState; session: BidSession }) {
  const text = useText();
  const notifier = useService(Notifier);
  const [values, setValues] = useState(() => initial(spec.fields));
  const [amount, setAmount] = useState('');
  const [swapped, setSwapped] = useState(false);
  const set = (name: string, value: string | string[]) => setValues({ ...values, [name]: value });
  const fields = swapped && spec.swap ? [...spec.fields].reverse() : spec.fields;

  const add = (event: FormEvent) => {
    event.preventDefault();
    let numbers: string[];
    try {
      numbers = spec.generate({ ...values, swapped: swapped ? '1' : '' });
    } catch (error) {
      if (!(error instanceof InvalidBidInput)) throw error;
      notifier.notify(errorNotice(raw(error.message)));
      return;
    }
    board.slip.add(numbers, amount, session);
  };

  return (
    <form onSubmit={add} noValidate>
      <Stack gap="sm">
        {fields.map((field) =>
          field.kind === 'text' ? (
            <TextInput key={field.name} label={text(field.label)} value={String(values[field.name] ?? '')} onChange={(e) => set(field.name, e.currentTarget.value)} inputMode="numeric" maxLength={field.maxLength} />
          ) : field.kind === 'choice' ? (
            <SegmentedControl
              key={field.name}
              aria-label={text(field.label)}
              value={String(values[field.name])}
              onChange={(value) => set(field.name, value)}
              data={field.options.map((option) => ({ value: option.value, label: text(option.label) }))}
            />
          ) : (
            <Checkbox.Group key={field.name} label={text(field.label)} value={values[field.name] as string[]} onChange={(value) => set(field.name, value)}>
              <Group mt={4}>
                {field.options.map((option) => <Checkbox key={option.value} value={option.value} label={option.label} />)}
              </Group>
            </Checkbox.Group>
          ),
        )}
        {spec.swap && <Button variant="subtle" size="compact-sm" onClick={() => setSwapped(!swapped)}>{text('change')}</Button>}
        <AmountInput value={amount} onChange={setAmount} />
        <Button type="submit" variant="light">{text('addBid')}</Button>
      </Stack>
    </form>
  );
}
