import { Button, Checkbox, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorNotice, InvalidBidInput, Notifier, raw, TimeScheduler, type BidSession, type BidSlip } from '../../../../core/index.js';
import type { TranslationKey } from '../../../i18n/locales/en.js';
import { useService } from '../../../hooks/container-context.js';
import { useText } from '../../../hooks/use-text.js';
import { useWalletBalance } from '../../../hooks/use-wallet.js';
import { markBidsAdded } from '../render-marks.js';
import { AmountInput } from './amount-input.js';

/** An option: a translation key, or (`raw`) the words themselves, such as a pana. */
export type FieldOption = { value: string; label: TranslationKey; raw?: false } | { value: string; label: string; raw: true };

export type FieldSpec =
  | { name: string; kind: 'text'; label: TranslationKey; maxLength: number }
  | { name: string; kind: 'choice'; label: TranslationKey; options: FieldOption[] }
  | { name: string; kind: 'select'; label: TranslationKey; options: FieldOption[] }
  | { name: string; kind: 'flags'; label: TranslationKey; options: FieldOption[] };

export interface GeneratorSpec {
  fields: FieldSpec[];
  /** The bids the inputs make; a generator's RangeError message is shown to the player. */
  generate(values: Record<string, string | string[]>): string[];
  /** Half sangam's Change: swaps which field is the pana and which the digit. */
  swap?: [string, string];
  /** Buttons 0–9 that add at once what a digit makes (single pana bulk's ank buttons). */
  digitButtons?: { label: TranslationKey; generate(digit: number): string[] };
  /** The selector board shows the balance and the date above its inputs. */
  showsBalanceAndDate?: boolean;
}

const DIGIT_BUTTONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];

function initial(fields: FieldSpec[]): Record<string, string | string[]> {
  return Object.fromEntries(
    fields.map((field) => [field.name, field.kind === 'choice' ? field.options[0]!.value : field.kind === 'flags' ? [field.options[0]!.value] : '']),
  );
}

/**
 * A generator board: its inputs and points make many bids at once, all or none. Memoised on
 * the slip (not its entries), so adding 220 bids re-renders the list, not this form.
 */
export const GeneratorPanel = memo(function GeneratorPanel({ spec, slip, session }: { spec: GeneratorSpec; slip: BidSlip; session: BidSession }) {
  const text = useText();
  const { i18n } = useTranslation();
  const notifier = useService(Notifier);
  const [values, setValues] = useState(() => initial(spec.fields));
  const [amount, setAmount] = useState('');
  const [swapped, setSwapped] = useState(false);
  const set = (name: string, value: string | string[]) => setValues({ ...values, [name]: value });
  const fields = swapped && spec.swap ? [...spec.fields].reverse() : spec.fields;
  const label = (option: FieldOption) => (option.raw ? option.label : text(option.label));

  /** Adds what the generator makes; its error is shown, and nothing typed is cleared. */
  const addGenerated = (generate: () => string[]) => {
    let numbers: string[];
    try {
      numbers = generate();
    } catch (error) {
      if (!(error instanceof InvalidBidInput)) throw error;
      // English shows the generator's own words (they name the input); other languages the rule, by its code.
      notifier.notify(errorNotice(raw(i18n.language === 'en' ? error.message : text(`bidInput_${error.code}`))));
      return;
    }
    // A valid input can still make nothing (a motor of two digits has no single pana): say so.
    if (numbers.length === 0) {
      notifier.notify(errorNotice(raw(text('noBidsFromInput'))));
      return;
    }
    markBidsAdded();
    slip.add(numbers, amount, session);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    addGenerated(() => spec.generate({ ...values, swapped: swapped ? '1' : '' }));
  };

  return (
    <form onSubmit={add} noValidate>
      <Stack gap="sm">
        {spec.showsBalanceAndDate && <BalanceAndDate />}
        {fields.map((field) =>
          field.kind === 'text' ? (
            <TextInput key={field.name} label={text(field.label)} value={String(values[field.name] ?? '')} onChange={(e) => set(field.name, e.currentTarget.value)} inputMode="numeric" maxLength={field.maxLength} />
          ) : field.kind === 'choice' ? (
            <div key={field.name}>
              <Text size="sm" fw={500} mb={4} aria-hidden>
                {text(field.label)}
              </Text>
              <SegmentedControl
                fullWidth
                aria-label={text(field.label)}
                value={String(values[field.name])}
                onChange={(value) => set(field.name, value)}
                data={field.options.map((option) => ({ value: option.value, label: label(option) }))}
              />
            </div>
          ) : field.kind === 'select' ? (
            <NativeSelect
              key={field.name}
              label={text(field.label)}
              value={String(values[field.name])}
              onChange={(e) => set(field.name, e.currentTarget.value)}
              data={[{ value: '', label: '—' }, ...field.options.map((option) => ({ value: option.value, label: label(option) }))]}
            />
          ) : (
            <Checkbox.Group key={field.name} label={text(field.label)} value={values[field.name] as string[]} onChange={(value) => set(field.name, value)}>
              <Group mt={4}>
                {field.options.map((option) => <Checkbox key={option.value} value={option.value} label={label(option)} />)}
              </Group>
            </Checkbox.Group>
          ),
        )}
        {spec.swap && <Button variant="subtle" size="compact-sm" onClick={() => setSwapped(!swapped)}>{text('change')}</Button>}
        <AmountInput value={amount} onChange={setAmount} />
        <Button type="submit" variant="light">{text('addBid')}</Button>
        {spec.digitButtons && (
          <div role="group" aria-label={text(spec.digitButtons.label)}>
            <Text size="sm" fw={500} mb={4}>{text(spec.digitButtons.label)}</Text>
            <SimpleGrid cols={5} spacing="xs">
              {DIGIT_BUTTONS.map((digit) => (
                <Button key={digit} variant="default" onClick={() => addGenerated(() => spec.digitButtons!.generate(digit))} aria-label={`${text(spec.digitButtons!.label)} ${digit}`}>
                  {digit}
                </Button>
              ))}
            </SimpleGrid>
          </div>
        )}
      </Stack>
    </form>
  );
});

/** The selector board's line: the wallet balance and today's date. */
function BalanceAndDate() {
  const text = useText();
  const { i18n } = useTranslation();
  const balance = useWalletBalance();
  const now = useService(TimeScheduler).now();
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(now);
  return (
    <Group justify="space-between">
      <Text size="sm">{text('balance')}: <b>₹{balance}</b></Text>
      <Text size="sm">{text('today')}: <b>{today}</b></Text>
    </Group>
  );
}
