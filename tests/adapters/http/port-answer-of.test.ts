import { describe, expect, it } from 'vitest';
import {
  bettingOverWire,
  portAnswerOf,
  wordsOf,
  type PlaceBetPayload,
  type SuccessWire,
} from '../../../adapters/index.js';

const flagged = (answer: { success?: unknown }) => answer.success;

describe('reading the player API’s envelope as a port’s answer', () => {
  it('gives the value, and the wallet in rupees as the balance in paise', () => {
    expect(portAnswerOf({ wallet: '1,250.50', data: [1] }, (a) => a.data)).toEqual({
      ok: true,
      value: [1],
      balancePaise: 125_050,
    });
    expect(portAnswerOf({ wallet: 99.99 }, () => 'x')).toEqual({ ok: true, value: 'x', balancePaise: 9_999 });
  });

  it('carries no balance for a wallet that is not an amount', () => {
    expect(portAnswerOf({ wallet: 'NaN' }, () => 1)).toEqual({ ok: true, value: 1 });
  });

  it('ends the session: session false keeps the sign-in, auth false and nosession end it with the server’s words', () => {
    expect(portAnswerOf({ session: false }, () => 1)).toEqual({ ok: false, refusal: { code: 'sessionExpired' } });
    expect(portAnswerOf({ auth: false, message: 'Blocked' }, () => 1)).toEqual({
      ok: false,
      refusal: { code: 'signedOut', message: 'Blocked' },
    });
    for (const nosession of [true, 1, '1', 'true'])
      expect(portAnswerOf({ nosession }, () => 1)).toMatchObject({ ok: false, refusal: { code: 'signedOut' } });
    expect(portAnswerOf({ nosession: '0' }, () => 1)).toEqual({ ok: true, value: 1 });
  });

  it('refuses on error with the server’s key as the code, its values and words', () => {
    expect(
      portAnswerOf(
        { error: 'Only ₹100 more', message_key: 'numberLimitRoom', message_values: { number: '1' }, wallet: '5' },
        () => 1,
      ),
    ).toEqual({
      ok: false,
      refusal: {
        code: 'numberLimitRoom',
        messageKey: 'numberLimitRoom',
        messageValues: { number: '1' },
        message: 'Only ₹100 more',
      },
      balancePaise: 500,
    });
  });

  it('refuses on errors with every message, the first as the refusal’s words', () => {
    expect(portAnswerOf({ errors: { mobile: 'Taken', pass: ['Short', ' '] } }, () => 1)).toEqual({
      ok: false,
      refusal: { code: 'refused', message: 'Taken', messages: ['Taken', 'Short'] },
    });
  });

  it('refuses a call whose success flag is not set, in any of the wire’s spellings', () => {
    for (const success of [false, 0, '0', 'false', undefined, null, 'no'])
      expect(portAnswerOf({ success, msg: 'Market closed' } as SuccessWire, () => 1, { flag: flagged })).toEqual({
        ok: false,
        refusal: { code: 'refused', message: 'Market closed' },
      });
    for (const success of [true, 1, '1', 'true'])
      expect(portAnswerOf({ success } as SuccessWire, () => 1, { flag: flagged })).toEqual({ ok: true, value: 1 });
  });

  it('ignores empty words and keys: a refusal then says nothing of its own', () => {
    expect(portAnswerOf({ success: false, message: '  ', message_key: '' }, wordsOf, { flag: flagged })).toEqual({
      ok: false,
      refusal: { code: 'refused' },
    });
  });
});

describe('the betting port over the wire', () => {
  it('sends a slip as comma-joined lists in rupees and reads the answer', async () => {
    const sent: PlaceBetPayload[] = [];
    const port = bettingOverWire({
      placeBet: async (payload) => {
        sent.push(payload);
        return { success: true, message: 'Placed', wallet: '940' };
      },
    });
    const answer = await port.placeBet({
      market: 'KALYAN',
      timing: '11:00 AM',
      boardId: 'singlePana',
      requestId: 'r-1',
      bids: [
        { number: '128', session: '', amountPaise: 1_000 },
        { number: '137', session: '', amountPaise: 5_050 },
      ],
    });
    expect(sent).toEqual([
      {
        number: '128,137',
        amount: '10,50.50',
        types: ',',
        market: 'KALYAN',
        specialGame: '',
        timing: '11:00 AM',
        board: 'singlePana',
        request_id: 'r-1',
      },
    ]);
    expect(answer).toEqual({ ok: true, value: { message: 'Placed' }, balancePaise: 94_000 });
  });
});
