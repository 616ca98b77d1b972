import { Autocomplete, Button, Group } from '@mantine/core';
import { memo, useState, type FormEvent } from 'react';
import { DIGITS, DOUBLE_PANAS, JODIS, SINGLE_PANAS, TRIPLE_PANAS, type Game } from 'matka-core';
import { type BidSession, type BidSlip } from 'matka-core/player';
import { useText } from '../../../hooks/use-text.js';
import { AmountInput } from './amount-input.js';

const ALLOWED: Partial<Record<Game, readonly string[]>> = {
  single: DIGITS,
  jodi: JODIS,
  singlepanna: SINGLE_PANAS,
  doublepanna: DOUBLE_PANAS,
  triplepanna: TRIPLE_PANAS,
};

/** Single, jodi and pana entry: a number with suggestions that start with what was typed, and points. */
export const TypedNumberPanel = memo(function TypedNumberPanel({
  game,
  slip,
  session,
}: {
  game: Game;
  slip: BidSlip;
  session: BidSession;
}) {
  const text = useText();
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState('');
  const allowed = ALLOWED[game] ?? [];
  const suggestions = number ? allowed.filter((n) => n.startsWith(number)).slice(0, 30) : [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (slip.add([number.trim()], amount, session).ok) setNumber('');
  };
  return (
    <form onSubmit={add} noValidate>
      <Group grow align="flex-start">
        <Autocomplete
          label={text('number')}
          value={number}
          onChange={setNumber}
          data={suggestions}
          inputMode="numeric"
          maxLength={3}
        />
        <AmountInput value={amount} onChange={setAmount} minimumPoints={slip.minimumPoints} />
      </Group>
      <Button type="submit" fullWidth mt="sm" variant="light">
        {text('addBid')}
      </Button>
    </form>
  );
});
