// The request contract: one schema says what the app sends (its payload type) and what the
// server accepts (anything, refused in words).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Bonus } from '../../contract/console/console-requests.js';
import { PlaceBetCommand } from '../../contract/player/bet-requests.js';
import { RealityCheckCommand } from '../../contract/player/self-limit-requests.js';
import { requestBody, type RequestBody } from '../../contract/requests/request-body.js';

describe('RequestBody', () => {
  it('is what the app sends: the fields the server fills in may be left out, the others may not', () => {
    const bets: RequestBody<typeof PlaceBetCommand> = { number: '5,42', amount: '10,20', market: 'KALYAN' };
    const bonus: RequestBody<typeof Bonus> = { amount: 500 };
    // @ts-expect-error the market is required
    const noMarket: RequestBody<typeof PlaceBetCommand> = { number: '5', amount: '10' };
    // @ts-expect-error an amount is rupees as text or a number
    const flagAmount: RequestBody<typeof Bonus> = { amount: true };
    // @ts-expect-error the interval is one of the reality check's
    const oddInterval: RequestBody<typeof RealityCheckCommand> = { minutes: 20 };
    expect([bets, bonus, noMarket, flagAmount, oddInterval]).toHaveLength(5);
  });

  it('checks a payload where it is built, and hands it on as it is', () => {
    const bonus = { amount: 500, reason: 'Diwali' };
    expect(requestBody<typeof Bonus>(bonus)).toBe(bonus);
    // @ts-expect-error an amount is rupees as text or a number
    expect(requestBody<typeof Bonus>({ amount: true })).toEqual({ amount: true });
  });

  it('does not narrow what the server reads: whatever arrives is refused in words', () => {
    const flagAmount = v.safeParse(Bonus, { amount: true, reason: undefined });
    expect(flagAmount.success).toBe(false);
    expect(flagAmount.issues?.[0].message).toMatch(/^Amount must be rupees/);

    const oddInterval = v.safeParse(RealityCheckCommand, { minutes: '20' });
    expect(oddInterval.success).toBe(false);

    // The server reads a missing field as undefined (parseCommand), so its own schema decides.
    const missing = { request_id: undefined, types: undefined, timing: undefined, board: undefined };
    const bets = v.safeParse(PlaceBetCommand, { ...missing, number: 5, amount: 10, market: ' KALYAN ' });
    expect(bets.output).toMatchObject({ market: 'KALYAN', requestId: '', bids: [{ number: '5', amount: '10' }] });
  });
});
