import { choicePana } from '../generators/choice-pana.js';
import { crossing } from '../generators/crossing.js';
import { digitBasedJodi } from '../generators/digit-based-jodi.js';
import { dpMotor } from '../generators/dp-motor.js';
import { familyPana } from '../generators/family-pana.js';
import { fullSangam } from '../generators/full-sangam.js';
import { groupJodi } from '../generators/group-jodi.js';
import { halfSangamA } from '../generators/half-sangam-a.js';
import { halfSangamB } from '../generators/half-sangam-b.js';
import { oddEven } from '../generators/odd-even.js';
import { redBracket } from '../generators/red-bracket.js';
import { singlePanaBulk } from '../generators/single-pana-bulk.js';
import { spDpTp } from '../generators/sp-dp-tp.js';
import { spMotor } from '../generators/sp-motor.js';
import { twoDigitPanel } from '../generators/two-digit-panel.js';
import type { BoardId } from '../markets/boards.js';
import type { MessageKey } from '../messages/catalogue.js';
import { raw, text } from '../messages/text.js';
import { DIGITS } from '../numbers/digits.js';
import { ALL_PANAS } from '../numbers/panas.js';
import type { FieldOption, GeneratorForm, InputField, InputValues } from './input-fields.js';
import { digitOf, kindsOf, listOf, optionalDigitOf, optionOf, textOf } from './read-inputs.js';

const rawOptions = (values: readonly string[]): FieldOption[] => values.map((value) => ({ value, label: raw(value) }));
const KINDS = rawOptions(['SP', 'DP', 'TP']);
const typed = (name: string, label: MessageKey, maxLength: number): InputField => ({
  name,
  kind: 'text',
  label: text(label),
  maxLength,
});
const choice = (name: string, label: MessageKey, options: Readonly<Record<string, MessageKey>>): InputField => ({
  name,
  kind: 'choice',
  label: text(label),
  options: Object.entries(options).map(([value, key]) => ({ value, label: text(key) })),
});
const kinds: InputField = { name: 'kinds', kind: 'flags', label: text('pana'), options: KINDS };
/** A position of choice pana picked with buttons: a digit, or * for any. */
const positionPicker = (name: string, label: MessageKey): InputField => ({
  name,
  kind: 'choice',
  label: text(label),
  options: rawOptions(['*', ...DIGITS]),
});

const choicePanaOf = (v: InputValues) =>
  choicePana({
    kinds: kindsOf(v, 'kinds'),
    left: textOf(v, 'left'),
    middle: textOf(v, 'middle'),
    right: textOf(v, 'right'),
  });
/**
 * Half sangam: an open digit with a close pana (A, `d-ppp`), or after Change an open pana with a
 * close digit (B, `ppp-d`); the pana field stays the pana and the digit field the digit, so what
 * was typed keeps its meaning's shape, and the labels say which side each is on.
 */
const halfSangam: GeneratorForm = {
  fields: [typed('digit', 'openDigit', 1), typed('pana', 'closePana', 3)],
  swapped: [typed('pana', 'openPana', 3), typed('digit', 'closeDigit', 1)],
  generate: (v, swapped) => [
    swapped
      ? halfSangamB(textOf(v, 'pana'), digitOf(v, 'digit', 'The close digit'))
      : halfSangamA(digitOf(v, 'digit', 'The open digit'), textOf(v, 'pana')),
  ],
};

/**
 * Each generator board's forms: its inputs, read into the arguments of a core
 * generator. Choice pana offers two forms for the same bids (typed or picked digits); every
 * other board one. Boards not listed take typed numbers or have a board of their own.
 */
export const GENERATOR_FORMS: Partial<Record<BoardId, readonly GeneratorForm[]>> = {
  spMotor: [{ fields: [typed('digits', 'digits', 10)], generate: (v) => spMotor(textOf(v, 'digits')) }],
  dpMotor: [{ fields: [typed('digits', 'digits', 10)], generate: (v) => dpMotor(textOf(v, 'digits')) }],
  spDpTp: [
    {
      fields: [kinds, typed('digit', 'ank', 1)],
      generate: (v) => spDpTp(kindsOf(v, 'kinds'), digitOf(v, 'digit', 'The ank')),
    },
  ],
  oddEven: [
    {
      fields: [choice('parity', 'digits', { odd: 'odd', even: 'even' })],
      generate: (v) => oddEven(optionOf(v, 'parity', ['odd', 'even'])),
    },
  ],
  redBracket: [
    {
      fields: [choice('kind', 'digits', { half: 'halfBracket', full: 'fullBracket' })],
      generate: (v) => redBracket(optionOf(v, 'kind', ['half', 'full'])),
    },
  ],
  familyPana: [{ fields: [typed('pana', 'pana', 3)], generate: (v) => familyPana(textOf(v, 'pana')) }],
  twoDigitPanel: [{ fields: [typed('key', 'digits', 2)], generate: (v) => twoDigitPanel(textOf(v, 'key')) }],
  groupJodi: [{ fields: [typed('jodi', 'number', 2)], generate: (v) => groupJodi(textOf(v, 'jodi')) }],
  digitBasedJodi: [
    {
      fields: [typed('left', 'leftDigit', 1), typed('right', 'rightDigit', 1)],
      generate: (v) =>
        digitBasedJodi({
          left: optionalDigitOf(v, 'left', 'The left digit'),
          right: optionalDigitOf(v, 'right', 'The right digit'),
        }),
    },
  ],
  crossing: [
    {
      fields: [
        typed('digits', 'digits', 10),
        { name: 'doubles', kind: 'flags', label: text('withDoubles'), options: [{ value: 'yes', label: raw('✓') }] },
      ],
      generate: (v) => crossing(textOf(v, 'digits'), { doubles: listOf(v, 'doubles').includes('yes') }),
    },
  ],
  singlePannaBulk: [
    {
      fields: [typed('prefix', 'prefix', 3)],
      generate: (v) => singlePanaBulk({ prefix: textOf(v, 'prefix') }),
      digitButtons: { label: text('ank'), generate: (digit) => singlePanaBulk({ ank: digit }) },
    },
  ],
  halfSangam: [halfSangam],
  halfSangamA: [{ fields: halfSangam.fields, generate: (v) => halfSangam.generate(v, false) }],
  halfSangamB: [
    {
      fields: [typed('pana', 'openPana', 3), typed('digit', 'closeDigit', 1)],
      generate: (v) => [halfSangamB(textOf(v, 'pana'), digitOf(v, 'digit', 'The close digit'))],
    },
  ],
  fullSangam: [
    {
      fields: [typed('open', 'openPana', 3), typed('close', 'closePana', 3)],
      generate: (v) => [fullSangam(textOf(v, 'open'), textOf(v, 'close'))],
    },
  ],
  sangamSelector: [
    {
      fields: [
        { name: 'pana', kind: 'select', label: text('pana'), options: rawOptions(ALL_PANAS) },
        { name: 'digit', kind: 'select', label: text('digit'), options: rawOptions(DIGITS) },
        {
          name: 'type',
          kind: 'select',
          label: text('sangamType'),
          options: [
            { value: 'openPana', label: text('openPanaCloseDigit') },
            { value: 'openDigit', label: text('openDigitClosePana') },
          ],
        },
      ],
      generate: (v) => halfSangam.generate(v, optionOf(v, 'type', ['openDigit', 'openPana']) === 'openPana'),
      showsBalanceAndDate: true,
    },
  ],
  choicePana: [
    {
      label: text('typeDigits'),
      fields: [
        kinds,
        typed('left', 'leftDigit', 1),
        typed('middle', 'middleDigit', 1),
        typed('right', 'rightDigit', 1),
      ],
      generate: choicePanaOf,
    },
    {
      label: text('pickDigits'),
      fields: [
        kinds,
        positionPicker('left', 'leftDigit'),
        positionPicker('middle', 'middleDigit'),
        positionPicker('right', 'rightDigit'),
      ],
      generate: choicePanaOf,
    },
  ],
};
