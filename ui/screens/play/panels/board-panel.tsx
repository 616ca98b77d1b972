import { SegmentedControl, Stack } from '@mantine/core';
import { memo, useState } from 'react';
import {
  ALL_PANAS,
  choicePana, crossing, digitBasedJodi, dpMotor, familyPana, fullSangam, groupJodi, halfSangamA, halfSangamB, InvalidBidInput,
  oddEven, redBracket, singlePanaBulk, spDpTp, spMotor, twoDigitPanel, type BidSession, type BidSlip, type BoardId, type PanaKind,
} from '../../../../core/index.js';
import type { TranslationKey } from '../../../i18n/locales/en.js';
import { useText } from '../../../hooks/use-text.js';
import type { BoardSlipState } from '../use-board-slip.js';
import { GeneratorPanel, type FieldOption, type FieldSpec, type GeneratorSpec } from './generator-panel.js';
import { GridBoardPanel } from './grid-board-panel.js';
import { SingleDigitBulkPanel } from './single-digit-bulk-panel.js';
import { TypedNumberPanel } from './typed-number-panel.js';

const rawOptions = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: value, raw: true }));
const KINDS = rawOptions(['SP', 'DP', 'TP']);
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
/** A position of choice pana picked with buttons: a digit, or * for any. */
const positionPicker = (name: string, label: TranslationKey): FieldSpec => ({ name, kind: 'choice', label, options: rawOptions(['*', ...DIGITS]) });
const choicePanaOf = (v: Record<string, string | string[]>) =>
  choicePana({ kinds: v.kinds as PanaKind[], left: String(v.left), middle: String(v.middle), right: String(v.right) });
const digitOf = (value: unknown) => (value === '' || value === undefined ? Number.NaN : Number(value));
const optionalDigit = (value: unknown) => (value === '' ? undefined : Number(value));

/** Each generator board: its inputs, and the core generator that turns them into bids. */
const GENERATORS: Partial<Record<BoardId, GeneratorSpec>> = {
  spMotor: { fields: [{ name: 'digits', kind: 'text', label: 'digits', maxLength: 10 }], generate: (v) => spMotor(String(v.digits)) },
  dpMotor: { fields: [{ name: 'digits', kind: 'text', label: 'digits', maxLength: 10 }], generate: (v) => dpMotor(String(v.digits)) },
  spDpTp: {
    fields: [{ name: 'kinds', kind: 'flags', label: 'pana', options: KINDS }, { name: 'digit', kind: 'text', label: 'ank', maxLength: 1 }],
    generate: (v) => spDpTp(v.kinds as PanaKind[], digitOf(v.digit)),
  },
  oddEven: { fields: [{ name: 'parity', kind: 'choice', label: 'digits', options: [{ value: 'odd', label: 'odd' }, { value: 'even', label: 'even' }] }], generate: (v) => oddEven(v.parity as 'odd') },
  redBracket: {
    fields: [{ name: 'kind', kind: 'choice', label: 'digits', options: [{ value: 'half', label: 'halfBracket' }, { value: 'full', label: 'fullBracket' }] }],
    generate: (v) => redBracket(v.kind as 'half'),
  },
  familyPana: { fields: [{ name: 'pana', kind: 'text', label: 'pana', maxLength: 3 }], generate: (v) => familyPana(String(v.pana)) },
  twoDigitPanel: { fields: [{ name: 'key', kind: 'text', label: 'digits', maxLength: 2 }], generate: (v) => twoDigitPanel(String(v.key)) },
  groupJodi: { fields: [{ name: 'jodi', kind: 'text', label: 'number', maxLength: 2 }], generate: (v) => groupJodi(String(v.jodi)) },
  digitBasedJodi: {
    fields: [{ name: 'left', kind: 'text', label: 'leftDigit', maxLength: 1 }, { name: 'right', kind: 'text', label: 'rightDigit', maxLength: 1 }],
    generate: (v) => digitBasedJodi({ left: optionalDigit(v.left), right: optionalDigit(v.right) }),
  },
  crossing: {
    fields: [{ name: 'digits', kind: 'text', label: 'digits', maxLength: 10 }, { name: 'doubles', kind: 'flags', label: 'withDoubles', options: [{ value: 'yes', label: '✓', raw: true }] }],
    generate: (v) => crossing(String(v.digits), { doubles: (v.doubles as string[]).includes('yes') }),
  },
  singlePannaBulk: {
    fields: [{ name: 'prefix', kind: 'text', label: 'prefix', maxLength: 3 }],
    generate: (v) => singlePanaBulk({ prefix: String(v.prefix) }),
    digitButtons: { label: 'ank', generate: (digit) => singlePanaBulk({ ank: digit }) },
  },
  halfSangam: {
    fields: [{ name: 'digit', kind: 'text', label: 'openDigit', maxLength: 1 }, { name: 'pana', kind: 'text', label: 'closePana', maxLength: 3 }],
    swap: ['digit', 'pana'],
    generate: (v) => (v.swapped ? [halfSangamB(String(v.pana), digitOf(v.digit))] : [halfSangamA(digitOf(v.digit), String(v.pana))]),
  },
  halfSangamA: {
    fields: [{ name: 'digit', kind: 'text', label: 'openDigit', maxLength: 1 }, { name: 'pana', kind: 'text', label: 'closePana', maxLength: 3 }],
    generate: (v) => [halfSangamA(digitOf(v.digit), String(v.pana))],
  },
  halfSangamB: {
    fields: [{ name: 'pana', kind: 'text', label: 'openPana', maxLength: 3 }, { name: 'digit', kind: 'text', label: 'closeDigit', maxLength: 1 }],
    generate: (v) => [halfSangamB(String(v.pana), digitOf(v.digit))],
  },
  fullSangam: {
    fields: [{ name: 'open', kind: 'text', label: 'openPana', maxLength: 3 }, { name: 'close', kind: 'text', label: 'closePana', maxLength: 3 }],
    generate: (v) => [fullSangam(String(v.open), String(v.close))],
  },
  sangamSelector: {
    fields: [
      { name: 'pana', kind: 'select', label: 'pana', options: rawOptions(ALL_PANAS) },
      { name: 'digit', kind: 'select', label: 'digit', options: rawOptions(DIGITS) },
      {
        name: 'type',
        kind: 'select',
        label: 'sangamType',
        options: [
          { value: 'openPana', label: 'openPanaCloseDigit' },
          { value: 'openDigit', label: 'openDigitClosePana' },
        ],
      },
    ],
    generate: (v) => {
      if (v.type === 'openPana') return [halfSangamB(String(v.pana), digitOf(v.digit))];
      if (v.type === 'openDigit') return [halfSangamA(digitOf(v.digit), String(v.pana))];
      throw new InvalidBidInput('unknown-option', 'Choose the type: OPEN PANA CLOSE DIGIT or OPEN DIGIT CLOSE PANA.', v.type);
    },
    showsBalanceAndDate: true,
  },
};

/** Choice pana, in the spec's two variants: digits typed per position, or picked with buttons. */
const CHOICE_PANA_VARIANTS: { label: TranslationKey; spec: GeneratorSpec }[] = [
  {
    label: 'typeDigits',
    spec: {
      fields: [
        { name: 'kinds', kind: 'flags', label: 'pana', options: KINDS },
        { name: 'left', kind: 'text', label: 'leftDigit', maxLength: 1 },
        { name: 'middle', kind: 'text', label: 'middleDigit', maxLength: 1 },
        { name: 'right', kind: 'text', label: 'rightDigit', maxLength: 1 },
      ],
      generate: choicePanaOf,
    },
  },
  {
    label: 'pickDigits',
    spec: {
      fields: [
        { name: 'kinds', kind: 'flags', label: 'pana', options: KINDS },
        positionPicker('left', 'leftDigit'),
        positionPicker('middle', 'middleDigit'),
        positionPicker('right', 'rightDigit'),
      ],
      generate: choicePanaOf,
    },
  },
];

/** The input part of a board: typed entry, a generator form, the digit grid or the grid board. */
export function BoardPanel({ id, board, session }: { id: BoardId; board: BoardSlipState; session: BidSession }) {
  if (id === 'singleBulk') return <SingleDigitBulkPanel board={board} session={session} />;
  if (id === 'doublePannaBulk') return <GridBoardPanel board={board} session={session} />;
  if (id === 'choicePana') return <VariantPanels variants={CHOICE_PANA_VARIANTS} slip={board.slip} session={session} />;
  const spec = GENERATORS[id];
  if (spec) return <GeneratorPanel key={id} spec={spec} slip={board.slip} session={session} />;
  const game = board.slip.place.board.accepts[0]!;
  return <TypedNumberPanel game={game} slip={board.slip} session={session} />;
}

/** A board with two ways to enter the same bids: a switch, then the chosen form. */
const VariantPanels = memo(function VariantPanels({ variants, slip, session }: { variants: { label: TranslationKey; spec: GeneratorSpec }[]; slip: BidSlip; session: BidSession }) {
  const text = useText();
  const [chosen, setChosen] = useState(0);
  return (
    <Stack gap="sm">
      <SegmentedControl value={String(chosen)} onChange={(value) => setChosen(Number(value))} data={variants.map((variant, index) => ({ value: String(index), label: text(variant.label) }))} />
      <GeneratorPanel key={chosen} spec={variants[chosen]!.spec} slip={slip} session={session} />
    </Stack>
  );
});
