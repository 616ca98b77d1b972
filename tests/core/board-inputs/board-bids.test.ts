import { describe, expect, it } from 'vitest';
import {
  choicePana,
  digitBasedJodi,
  digitButtonBids,
  englishText,
  formBids,
  GENERATOR_FORMS,
  groupJodi,
  halfSangamA,
  halfSangamB,
  initialValues,
  oddEven,
  redBracket,
  singlePanaBulk,
  spDpTp,
  spMotor,
  text,
  type BoardId,
  type InputValues,
  type Outcome,
} from '../../../core/index.js';
import { expectInvalid } from '../expect-invalid.js';

const form = (board: BoardId, index = 0) => GENERATOR_FORMS[board]![index]!;
/** A board's form, filled from its starting values and then `values`. */
const bids = (board: BoardId, values: InputValues, swapped = false, index = 0) =>
  formBids(form(board, index), { ...initialValues(form(board, index).fields), ...values }, swapped);
const refusal = (outcome: Outcome<string[]>) => (outcome.ok ? 'made bids' : englishText(outcome.failure.message));

describe('generator boards read their inputs in core', () => {
  it('turn what was typed into the generator’s bids', () => {
    expect(bids('spMotor', { digits: '12345' })).toEqual({ ok: true, value: spMotor('12345') });
    expect(bids('spDpTp', { kinds: ['SP', 'TP'], digit: '7' })).toEqual({ ok: true, value: spDpTp(['SP', 'TP'], 7) });
    expect(bids('digitBasedJodi', { left: '3', right: '' })).toEqual({ ok: true, value: digitBasedJodi({ left: 3 }) });
    expect(bids('groupJodi', { jodi: '12' })).toEqual({ ok: true, value: groupJodi('12') });
    expect(bids('choicePana', { kinds: ['SP'], left: '1', middle: '*', right: '9' }, false, 1)).toEqual({
      ok: true,
      value: choicePana({ kinds: ['SP'], left: '1', middle: '*', right: '9' }),
    });
  });

  it('start choices at their first option, which makes bids at once', () => {
    expect(bids('oddEven', {})).toEqual({ ok: true, value: oddEven('odd') });
    expect(bids('redBracket', { kind: 'full' })).toEqual({ ok: true, value: redBracket('full') });
  });

  it('half sangam’s Change makes the pana the open side', () => {
    expect(bids('halfSangam', { digit: '7', pana: '489' })).toEqual({ ok: true, value: [halfSangamA(7, '489')] });
    expect(bids('halfSangam', { digit: '7', pana: '489' }, true)).toEqual({ ok: true, value: [halfSangamB('489', 7)] });
    expect(bids('sangamSelector', { pana: '489', digit: '7', type: 'openPana' })).toEqual({
      ok: true,
      value: [halfSangamB('489', 7)],
    });
    expect(bids('sangamSelector', { pana: '489', digit: '7', type: 'openDigit' })).toEqual({
      ok: true,
      value: [halfSangamA(7, '489')],
    });
  });

  it('refuse bad input with the catalogue text of the rule it broke (an empty digit is no NaN)', () => {
    expect(bids('spDpTp', { kinds: ['SP'], digit: '' })).toEqual({
      ok: false,
      failure: { kind: 'invalid', message: text('bidInput_not-a-digit') },
    });
    expect(refusal(bids('halfSangamB', { pana: '128', digit: 'x' }))).toBe('Enter a digit from 0 to 9.');
    expect(refusal(bids('digitBasedJodi', {}))).toBe('Enter a left digit, a right digit, or both.');
    expect(refusal(bids('sangamSelector', { pana: '128', digit: '5' }))).toBe('Choose one of the options.');
    expect(refusal(bids('spDpTp', { kinds: [], digit: '5' }))).toBe('Choose at least one pana kind: SP, DP or TP.');
    expect(refusal(bids('familyPana', { pana: '019' }))).toMatch(
      /^That is not one of the panas: three digits in rising order, with 0 counting highest/,
    );
  });

  it('say so when valid input makes no bids', () => {
    expect(refusal(bids('spMotor', { digits: '11' }))).toBe('These inputs make no bids: change them and try again.');
  });

  it('single pana bulk’s ank buttons add what the ank makes', () => {
    expect(digitButtonBids(form('singlePannaBulk'), 7)).toEqual({ ok: true, value: singlePanaBulk({ ank: 7 }) });
    expect(refusal(digitButtonBids(form('spMotor'), 7))).toBe('These inputs make no bids: change them and try again.');
  });

  it('a generator’s own error carries the catalogue text of its rule', () => {
    const error = expectInvalid(() => groupJodi('16'), 'jodi-in-no-group');
    expect(error.text).toEqual(text('bidInput_jodi-in-no-group'));
    expect(error.message).toContain('16 is in no jodi group');
  });
});
