import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { memo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  digitButtonBids,
  errorNotice,
  formBids,
  initialValues,
  listOf,
  Notifier,
  textOf,
  type BidSession,
  type BidSlip,
  type GeneratorForm,
  type Outcome,
} from 'matka-core/player';
import { useService } from '../../../hooks/container-context.js';
import { useMarketClock } from '../../../hooks/use-market-clock.js';
import { useText } from '../../../hooks/use-text.js';
import { useWalletRupees } from '../../../hooks/use-wallet.js';
import { markBidsAdded } from '../render-marks.js';
import { AmountInput } from './amount-input.js';

const DIGIT_BUTTONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];

/**
 * A generator board (its form comes from core's GENERATOR_FORMS): the inputs and points make
 * many bids at once, all or none. Memoised on the slip (not its entries), so adding 220 bids
 * re-renders the list, not this form.
 */
export const GeneratorPanel = memo(function GeneratorPanel({
  form,
  slip,
  session,
}: {
  form: GeneratorForm;
  slip: BidSlip;
  session: BidSession;
}) {
  const text = useText();
  const notifier = useService(Notifier);
  const [values, setValues] = useState(() => initialValues(form.fields));
  const [amount, setAmount] = useState('');
  const [swapped, setSwapped] = useState(false);
  const set = (name: string, value: string | readonly string[]) => setValues({ ...values, [name]: value });
  const fields = swapped && form.swapped ? form.swapped : form.fields;

  /** Adds what the generator made; why it made nothing is shown, and nothing typed is cleared. */
  const addGenerated = (bids: Outcome<string[]>) => {
    if (!bids.ok) {
      notifier.notify(errorNotice(bids.failure.message));
      return;
    }
    markBidsAdded();
    slip.add(bids.value, amount, session);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    addGenerated(formBids(form, values, swapped));
  };
  return (
    <form onSubmit={add} noValidate>
      <Stack gap="sm">
        {form.showsBalanceAndDate && <BalanceAndDate />}
        {fields.map((field) =>
          field.kind === 'text' ? (
            <TextInput
              key={field.name}
              label={text(field.label)}
              value={textOf(values, field.name)}
              onChange={(e) => set(field.name, e.currentTarget.value)}
              inputMode="numeric"
              maxLength={field.maxLength}
            />
          ) : field.kind === 'choice' ? (
            <div key={field.name}>
              <Text size="sm" fw={500} mb={4} aria-hidden>
                {text(field.label)}
              </Text>
              <SegmentedControl
                fullWidth
                aria-label={text(field.label)}
                value={textOf(values, field.name)}
                onChange={(value) => set(field.name, value)}
                data={field.options.map((option) => ({ value: option.value, label: text(option.label) }))}
              />
            </div>
          ) : field.kind === 'select' ? (
            <NativeSelect
              key={field.name}
              label={text(field.label)}
              value={textOf(values, field.name)}
              onChange={(e) => set(field.name, e.currentTarget.value)}
              data={[
                { value: '', label: '—' },
                ...field.options.map((option) => ({ value: option.value, label: text(option.label) })),
              ]}
            />
          ) : (
            <Checkbox.Group
              key={field.name}
              label={text(field.label)}
              value={[...listOf(values, field.name)]}
              onChange={(value) => set(field.name, value)}
            >
              <Group mt={4}>
                {field.options.map((option) => (
                  <Checkbox key={option.value} value={option.value} label={text(option.label)} />
                ))}
              </Group>
            </Checkbox.Group>
          ),
        )}
        {form.swapped && (
          <Button variant="subtle" size="compact-sm" onClick={() => setSwapped(!swapped)}>
            {text('change')}
          </Button>
        )}
        <AmountInput value={amount} onChange={setAmount} minimumPoints={slip.minimumPoints} />
        <Button type="submit" variant="light">
          {text('addBid')}
        </Button>
        {form.digitButtons && (
          <div role="group" aria-label={text(form.digitButtons.label)}>
            <Text size="sm" fw={500} mb={4}>
              {text(form.digitButtons.label)}
            </Text>
            <SimpleGrid cols={5} spacing="xs">
              {DIGIT_BUTTONS.map((digit) => (
                <Button
                  key={digit}
                  variant="default"
                  onClick={() => addGenerated(digitButtonBids(form, digit))}
                  aria-label={`${text(form.digitButtons!.label)} ${digit}`}
                >
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
  const balance = useWalletRupees();
  // The market's today, on the server's clock: not the phone's date where its zone or clock differs.
  const clock = useMarketClock();
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: clock.timeZone }).format(
    clock.now(),
  );
  return (
    <Group justify="space-between">
      <Text size="sm">
        {text('balance')}: <b>{balance}</b>
      </Text>
      <Text size="sm">
        {text('today')}: <b>{today}</b>
      </Text>
    </Group>
  );
}
