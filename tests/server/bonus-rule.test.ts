// The bonus rule (docs/bonus-rule.md): winnings on stakes taken from the bonus stay bonus
// until the player has staked, in cash, the setting's multiple of the bonus received.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, signIn } from './console-client.js';
import { startServer, type TestServer } from './server-harness.js';
import { marketMoment } from '../../server/services/platform/clock.js';

let s: TestServer;
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

beforeAll(async () => {
  s = await startServer(at(10));
});
afterAll(() => s.close());

const bet = (token: string, market: string, numbers: readonly string[], rupees: number, session = 'OPEN') =>
  s.api(
    'place-bet',
    {
      number: numbers.join(','),
      amount: numbers.map(() => rupees).join(','),
      types: numbers.map(() => session).join(','),
      market,
      specialGame: '',
    },
    token,
  );

const transfer = (from: { token: string; mobile: string }, to: string, rupees: number) =>
  s.legacy('transfer', { session: from.token, mobile: from.mobile, user: to, amount: String(rupees) });

/** A new player with `rupees` in cash and then a ₹100 bonus from the operator. */
async function playerWithBonus(mobile: string, rupees: number) {
  const player = await s.player(mobile, rupees);
  await s.operator('POST', '/bonus', { mobile: player.mobile, amount: '100' });
  return player;
}

/** A market of its own per test, so results do not cross. */
async function market(name: string) {
  await s.operator('POST', '/markets', { market: name, open_time: '15:45', close_time: '17:45' });
  return name;
}
const declare = (name: string, pana: string) =>
  s.operator('POST', '/results', { market: name, session: 'open', pana, early: true });

describe('the bonus rule', () => {
  it('keeps ₹100 of bonus spread over every digit as bonus: the ₹95 won cannot be transferred', async () => {
    const player = await s.player('9810000001', 0);
    const friend = await s.player('9810000002', 0);
    await s.operator('POST', '/bonus', { mobile: player.mobile, amount: '100' });
    const name = await market('BONUS ONE');
    expect((await bet(player.token, name, DIGITS, 10)).body).toMatchObject({ success: true });
    await declare(name, '128');

    const money = await s.money(player.mobile);
    expect(money).toMatchObject({ balance: 0, bonus: 95_00 });
    expect(money.ledger).toBe(money.balance + money.bonus);
    expect((await transfer(player, friend.mobile, 95)).body).toMatchObject({ success: '0' });
    expect((await s.money(friend.mobile)).balance).toBe(0);
  });

  it('takes a corrected bonus win back from the bonus, not from cash', async () => {
    const player = await playerWithBonus('9810000009', 500);
    const name = await market('BONUS CORRECTED');
    // ₹100 of bonus on every digit; 128 (ank 1) pays ₹95 into the bonus; corrected to 129 (ank 2).
    expect((await bet(player.token, name, DIGITS, 10)).body).toMatchObject({ success: true });
    await declare(name, '128');
    expect(await s.money(player.mobile)).toMatchObject({ balance: 500_00, bonus: 95_00 });
    await s.operator('PUT', '/results', { market: name, session: 'open', pana: '129' });
    // Digit 2 wins ₹95 into the bonus again: the ₹95 taken back came from the bonus, the cash untouched.
    const money = await s.money(player.mobile);
    expect(money).toMatchObject({ balance: 500_00, bonus: 95_00 });
    expect(money.ledger).toBe(money.balance + money.bonus);
  });

  it('re-pays a corrected win into the wallet the rule chose when the bet was first settled', async () => {
    const player = await playerWithBonus('9810000077', 0);
    const name = await market('BONUS THEN');
    // ₹10 of bonus on 5; 140 (ank 5) wins ₹95, kept as bonus: the rule is not met.
    expect((await bet(player.token, name, ['5'], 10)).body).toMatchObject({ success: true });
    await declare(name, '140');
    expect(await s.money(player.mobile)).toMatchObject({ balance: 0, bonus: 185_00 });
    // The rule is switched off since (as if met); a correction to 159 (ank 5 again) settles the bet
    // again. The win was bonus when it was settled, so it is bonus again: a correction is no door
    // from the bonus to cash.
    expect((await s.operator('PUT', '/config', { bonus_wagering_multiple: '0' })).status).toBe(200);
    expect((await s.operator('PUT', '/results', { market: name, session: 'open', pana: '159' })).body).toMatchObject({
      success: true,
    });
    const money = await s.money(player.mobile);
    expect(money).toMatchObject({ balance: 0, bonus: 185_00 });
    expect(money.ledger).toBe(money.balance + money.bonus);
    // A bet settled with the rule off is paid as cash, and stays so through its own correction.
    const cash = await market('BONUS THEN CASH');
    expect((await bet(player.token, cash, ['5'], 10)).body).toMatchObject({ success: true });
    await declare(cash, '140');
    expect(await s.money(player.mobile)).toMatchObject({ balance: 95_00, bonus: 175_00 });
    expect((await s.operator('PUT', '/config', { bonus_wagering_multiple: '1' })).status).toBe(200);
    await s.operator('PUT', '/results', { market: cash, session: 'open', pana: '159' });
    expect(await s.money(player.mobile)).toMatchObject({ balance: 95_00, bonus: 175_00 });
  });

  it('pays a stake split between bonus and cash in the same split', async () => {
    const player = await playerWithBonus('9810000003', 100);
    const name = await market('BONUS SPLIT');
    // ₹150 on 1: ₹100 from the bonus, ₹50 from cash (₹50 of cash left, short of the ₹100 to stake);
    // it wins ₹1,425: ₹950 on the bonus part, ₹475 on the cash part.
    expect((await bet(player.token, name, ['1'], 150)).body).toMatchObject({ success: true });
    await declare(name, '128');
    expect(await s.money(player.mobile)).toMatchObject({ balance: 525_00, bonus: 950_00 });
    // The winnings list says what the bid won, all of it, and names the part that went to the bonus.
    const winnings = await s.legacy('winning_ledger', { session: player.token, mobile: player.mobile, type: 'main' });
    expect(winnings.body.data).toEqual([expect.objectContaining({ kind: 'win', amount: '1425', bonus_amount: '950' })]);
    // The withdraw screen's answer says what turns bonus wins into cash: ₹50 more staked in cash.
    expect((await s.api('withdraw-info', {}, player.token)).body).toMatchObject({
      only_wallet: '525',
      bonus: '950',
      bonus_cash_stake_left: '50',
    });
  });

  it('lists a win that went all to the bonus at its whole amount, not at its cash part (0)', async () => {
    const player = await playerWithBonus('9810000010', 0);
    const name = await market('BONUS WHOLE WIN');
    expect((await bet(player.token, name, DIGITS, 10)).body).toMatchObject({ success: true });
    await declare(name, '128');
    const winnings = await s.legacy('winning_ledger', { session: player.token, mobile: player.mobile, type: 'main' });
    expect(winnings.body.data).toEqual([expect.objectContaining({ kind: 'win', amount: '95', bonus_amount: '95' })]);
  });

  it('pays winnings as cash once the player has staked the multiple of the bonus in cash', async () => {
    await s.operator('PUT', '/config', { bonus_wagering_multiple: '2' });
    const player = await playerWithBonus('9810000004', 200);
    const first = await market('BONUS WAGER A');
    // ₹100 of bonus staked, then ₹200 of cash: ₹200 = 2 × ₹100 of bonus received.
    expect((await bet(player.token, first, ['2'], 100)).body).toMatchObject({ success: true });
    expect((await bet(player.token, first, ['3'], 200)).body).toMatchObject({ success: true });
    await declare(first, '128');
    expect(await s.money(player.mobile)).toMatchObject({ balance: 0, bonus: 0 });

    await s.operator('POST', '/bonus', { mobile: player.mobile, amount: '10' });
    const second = await market('BONUS WAGER B');
    // ₹110 of bonus received in all needs ₹220 of cash staked: ₹200 is not enough yet.
    expect((await bet(player.token, second, ['1'], 10)).body).toMatchObject({ success: true });
    await declare(second, '128');
    expect(await s.money(player.mobile)).toMatchObject({ balance: 0, bonus: 95_00 });

    await s.operator('PUT', '/config', { bonus_wagering_multiple: '0.5' });
    const third = await market('BONUS WAGER C');
    expect((await bet(player.token, third, ['1'], 10)).body).toMatchObject({ success: true });
    await declare(third, '128');
    // ₹200 of cash staked ≥ 0.5 × ₹110: the win on a bonus stake is cash.
    const money = await s.money(player.mobile);
    expect(money).toMatchObject({ balance: 95_00, bonus: 85_00 });
    expect(money.ledger).toBe(money.balance + money.bonus);
    await s.operator('PUT', '/config', { bonus_wagering_multiple: '1' });
  });

  it('pays winnings on cash stakes as cash, whatever the bonus', async () => {
    const player = await s.player('9810000005', 100);
    const name = await market('BONUS CASH');
    expect((await bet(player.token, name, ['1'], 100)).body).toMatchObject({ success: true });
    await declare(name, '128');
    expect(await s.money(player.mobile)).toMatchObject({ balance: 950_00, bonus: 0 });
  });
});

describe('the bonus rule counts only settled cash stakes', () => {
  it('does not count a pending cash stake: voided later, it gives back cash, and the bonus win stays bonus', async () => {
    const player = await s.player('9810000006', 200);
    const friend = await s.player('9810000007', 0);
    await addOperator(s, 'bonus-voider', 'results');
    // V draws early (void from 13:00, two hours after its close); W later in the day.
    await s.operator('POST', '/markets', { market: 'BONUS VOIDED', open_time: '10:30', close_time: '11:00' });
    const w = await market('BONUS SPREAD');
    // ₹100 of cash on V, still pending; then ₹100 of bonus spread ₹10 over every digit of W.
    expect((await bet(player.token, 'BONUS VOIDED', ['5'], 100)).body).toMatchObject({ success: true });
    await s.operator('POST', '/bonus', { mobile: player.mobile, amount: '100' });
    expect((await bet(player.token, w, DIGITS, 10)).body).toMatchObject({ success: true });
    expect(await s.money(player.mobile)).toMatchObject({ balance: 100_00, bonus: 0 });

    // W's 128 (ank 1) pays ₹95 on a bonus stake: the pending ₹100 on V is not cash wagered yet.
    await declare(w, '128');
    expect(await s.money(player.mobile)).toMatchObject({ balance: 100_00, bonus: 95_00 });

    // V has no result: voided, its ₹100 goes back to the main wallet it came from.
    s.clock.set(at(13, 1));
    const results = await signIn(s.url, 'bonus-voider');
    const voided = await results.call('POST', '/results/void', { market: 'BONUS VOIDED', session: 'close' });
    expect(voided.body).toMatchObject({ refundedBets: 1, refundedPaise: 100_00 });
    const money = await s.money(player.mobile);
    expect(money).toMatchObject({ balance: 200_00, bonus: 95_00, debt: 0 });
    expect(Number(money.ledger)).toBe(Number(money.balance) + Number(money.bonus));

    // Only the ₹200 deposited is cash: ₹295 cannot leave, ₹200 can.
    expect((await transfer(player, friend.mobile, 295)).body).toMatchObject({ success: '0' });
    expect((await transfer(player, friend.mobile, 200)).body).toMatchObject({ success: '1' });
    expect(await s.money(friend.mobile)).toMatchObject({ balance: 200_00, bonus: 0 });
    expect(await s.money(player.mobile)).toMatchObject({ balance: 0, bonus: 95_00 });
    s.clock.set(at(10));
  });
});
