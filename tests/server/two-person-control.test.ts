// Two-person control over results and payouts, over real HTTP, one server: off by default; with the
// owner's setting on, a declaration or correction by one results operator waits (nothing
// settled, logged, streamed or shown to players) until a second types the same value; another
// value disputes it; its maker cannot confirm it, and may withdraw it; a void waits for it.
// Payouts above the owner's threshold (a withdrawal, a wallet credit, a bonus) need a second
// operator's approval, never the maker's. Every step is in the audit trail.
// tests/server/two-person-processes.test.ts: a restart, and second steps on two processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { addOperator, operatorsOfEveryRole, signIn, type ConsoleClient } from './console-client.js';
import {
  applyLooseningsAt,
  configNow,
  fingerprint,
  lastAudit,
  pendingWithdrawal,
  playerWithBank,
} from './console-fixtures.js';
import { openEvents } from './event-stream.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let results2: ConsoleClient;
let cashier2: ConsoleClient;
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);
const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;

const MARKET = 'PAIR MAIN';
const OPEN = { market: MARKET, session: 'open' };
const CLOSE = { market: MARKET, session: 'close' };
const declare = (who: ConsoleClient, day: object, pana: string) =>
  who.call('POST', '/results/declare', { ...day, pana, confirm: pana });
const correct = (who: ConsoleClient, day: object, pana: string) =>
  who.call('POST', '/results/correct', { ...day, pana, confirm: pana });
const pendingOn = async (who: ConsoleClient, day: Record<string, string>) =>
  (await who.call('GET', `/results/exposure${query(day)}`)).body.pending as Record<string, unknown>[];

const count = async (sql: string, params: unknown[] = []) =>
  Number((await s.db.query<{ n: number }>(sql, params))[0]!.n);
const settledBets = () =>
  count(`select count(*)::int as n from bets where market = $1 and status <> 'PENDING'`, [MARKET]);
const logEntries = () => count('select count(*)::int as n from result_log');
const resultOf = async () =>
  (await s.db.query('select open_pana, close_pana from results where market = $1', [MARKET]))[0] ?? null;

/** Every wallet equals the sum of its ledger rows. */
async function ledgerExact() {
  const rows = await s.db.query<{ ledger: number; total: number }>(
    `select coalesce((select sum(amount + bonus_amount) from ledger l where l.user_id = w.user_id), 0)::bigint as ledger,
            (w.balance + w.bonus)::bigint as total from wallets w`,
  );
  for (const row of rows) expect(Number(row.ledger)).toBe(Number(row.total));
}

/** Signs every operator in again (a console session ends after 30 idle minutes of the test's clock). */
async function signInAll() {
  for (const role of ['owner', 'cashier', 'results', 'support'] as Role[]) as[role] = await signIn(s.url, role);
  results2 = await signIn(s.url, 'results2');
  cashier2 = await signIn(s.url, 'cashier2');
}

beforeAll(async () => {
  s = await startServer(at(10));
  await addOperator(s, 'results2', 'results');
  await addOperator(s, 'cashier2', 'cashier');
  as = await operatorsOfEveryRole(s);
  await signInAll();
  await s.operator('POST', '/markets', { market: MARKET, open_time: '11:00', close_time: '13:00' });
}, 60_000);
afterAll(() => s.close());

describe('two-person control over results', () => {
  const players: { token: string; mobile: string }[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 4; i++) {
      const player = await s.player(`97200000${i}0`, 2000);
      players.push(player);
      const placed = await s.bet(player.token, MARKET, [
        ['1', 20, 'OPEN'],
        ['128', 10, 'OPEN'],
        ['7', 20, 'OPEN'],
        ['137', 10, 'OPEN'],
        ['0', 15, 'CLOSE'],
      ]);
      expect(placed.body.success).toBe(true);
    }
    s.clock.set(at(13, 30));
    await signInAll();
  });

  it('is off by default: one operator declares and settles, as before', async () => {
    expect((await as.owner.call('GET', '/settings')).body.config).toMatchObject({
      two_person_results: '0',
      two_person_payout_threshold: '0',
    });
    // Players' config leaves the console's keys out.
    const home = await s.api('home', {}, players[0]!.token);
    expect(JSON.stringify(home.body)).not.toContain('two_person');
  });

  it('the owner turns it on in the settings (audited); results operators may not', async () => {
    expect((await as.results.call('POST', '/settings/config', { two_person_results: '1' })).status).toBe(403);
    expect((await as.owner.call('POST', '/settings/config', { two_person_results: 'yes' })).body.error).toBe(
      'Two-person results must be 1 (on) or 0 (off).',
    );
    const set = await as.owner.call('POST', '/settings/config', { two_person_results: true });
    expect(set.status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'config.set',
      before: { two_person_results: '0' },
      after: { two_person_results: '1' },
    });
  });

  it('a declaration by one results operator waits: nothing settled, logged, streamed or shown', async () => {
    const logBefore = await logEntries();
    const ticket = (await s.api('stream-ticket', {}, players[0]!.token)).body.ticket as string;
    const stream = await openEvents(`${s.url}/api/events?ticket=${ticket}`, '');
    // The player's stream sends the wallet once it listens.
    expect((await stream.next()).event).toBe('wallet');
    const desk = await openEvents(`${s.url}/console/api/results/events`, results2.cookie);
    await desk.listening();

    const made = await declare(as.results, OPEN, '128');
    expect([made.status, made.body]).toEqual([
      200,
      {
        success: true,
        state: 'pending',
        message:
          'PAIR MAIN open declared 128: waiting for a second results operator to type the same value. Nothing is settled until then.',
        settled: 0,
      },
    ]);
    expect(await resultOf()).toBeNull();
    expect(await settledBets()).toBe(0);
    expect(await logEntries()).toBe(logBefore);
    const publicLog = (await (await fetch(`${s.url}/results/log.json?limit=1000`)).json()) as {
      entries: { market: string }[];
    };
    expect(publicLog.entries.filter((e) => e.market === MARKET)).toEqual([]);
    const home = await s.api('home', {}, players[0]!.token);
    expect(JSON.stringify(home.body)).not.toContain('128');
    // The results desks hear of it; the player's stream does not (its first event is the wallet at opening).
    expect(JSON.parse((await desk.next()).data)).toMatchObject({ market: MARKET, what: 'pending' });
    await expect(stream.next(800)).rejects.toThrow('no event in time');
    stream.close();
    desk.close();

    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'results',
      action: 'result.pending',
      target: `market:${MARKET}`,
      before: null,
      after: { day: '2026-11-20', field: 'open_pana', kind: 'declare', value: '128' },
    });
  });

  it('shows what waits and by whom, the value to its maker only', async () => {
    expect(await pendingOn(as.results, OPEN)).toEqual([
      {
        session: 'open',
        timing: '',
        field: 'open_pana',
        kind: 'declare',
        by: 'results',
        at: '2026-11-20 13:30:00',
        early: false,
        mine: true,
        value: '128',
        disputed: null,
      },
    ]);
    expect(await pendingOn(results2, CLOSE)).toEqual([
      expect.objectContaining({ session: 'open', by: 'results', mine: false, value: null }),
    ]);
    const today = (await as.owner.call('GET', '/results/today')).body.rows as {
      market: string;
      state: string;
      pending: { by: string; value: string | null }[];
    }[];
    const row = today.find((r) => r.market === MARKET)!;
    expect(row.state).not.toBe('declared');
    expect(row.pending).toEqual([expect.objectContaining({ session: 'open', by: 'results', value: null })]);
  });

  it('refuses the maker as the second (403), and another value from the maker (409), writing nothing', async () => {
    const before = await fingerprint(s.db);
    const again = await declare(as.results, OPEN, '128');
    expect([again.status, again.body.error]).toEqual([
      403,
      'You declared 128 for PAIR MAIN open: a second results operator must confirm it, not you.',
    ]);
    const other = await declare(as.results, OPEN, '137');
    expect([other.status, other.body.error]).toEqual([
      409,
      'You have 128 waiting for PAIR MAIN open: withdraw it first to give another value.',
    ]);
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('a different value from a second operator disputes it: both look again, nothing settles', async () => {
    const disputed = await declare(results2, OPEN, '137');
    expect(disputed.body).toMatchObject({ success: true, state: 'disputed', settled: 0 });
    expect(disputed.body.message).toBe(
      'results gave another value for PAIR MAIN open: nothing is settled. Both of you, look at the draw again; the next declaration starts anew.',
    );
    expect(await settledBets()).toBe(0);
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'results2',
      action: 'result.disagree',
      before: { kind: 'declare', value: '128', by: 'results' },
      after: { kind: 'declare', value: '137' },
    });
    // The two who disagree see both values; anyone else neither.
    expect((await pendingOn(results2, OPEN))[0]).toMatchObject({
      value: '128',
      disputed: { by: 'results2', value: '137' },
    });
    expect((await pendingOn(as.owner, OPEN))[0]).toMatchObject({
      value: null,
      disputed: { by: 'results2', value: null },
    });
  });

  it('the next declaration starts anew, and a second operator typing the same value settles it once', async () => {
    const anew = await declare(results2, OPEN, '137');
    expect(anew.body).toMatchObject({ state: 'pending' });
    expect((await pendingOn(as.results, OPEN))[0]).toMatchObject({ by: 'results2', disputed: null, value: null });
    const logBefore = await logEntries();
    const confirmed = await declare(as.results, OPEN, '137');
    expect(confirmed.body).toMatchObject({ success: true, state: 'declared', settled: 16 });
    expect(await resultOf()).toEqual({ open_pana: '137', close_pana: null });
    expect(await settledBets()).toBe(16);
    expect(await logEntries()).toBe(logBefore + 1);
    expect(await pendingOn(as.results, OPEN)).toEqual([]);
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'results',
      action: 'result.declare',
      after: { openPana: '137', settled: 16, proposedBy: 'results2', proposedAt: '2026-11-20 13:30:00' },
    });
    // The same value again settles nothing and needs no second.
    expect((await declare(results2, OPEN, '137')).body).toMatchObject({ state: 'declared', settled: 0 });
    await ledgerExact();
  });

  it('a correction waits for a second operator too', async () => {
    const made = await correct(results2, OPEN, '128');
    expect(made.body).toMatchObject({ state: 'pending', reversed: 0, settled: 0 });
    expect(await resultOf()).toEqual({ open_pana: '137', close_pana: null });
    expect((await correct(results2, OPEN, '128')).status).toBe(403);
    // A declaration of the same session meanwhile is refused: it is declared.
    const done = await correct(as.owner, OPEN, '128');
    expect(done.body).toMatchObject({ state: 'declared', reversed: 16, settled: 16 });
    expect(await resultOf()).toEqual({ open_pana: '128', close_pana: null });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'owner',
      action: 'result.correct',
      after: { openPana: '128', proposedBy: 'results2' },
    });
    await ledgerExact();
  });

  it('a waiting value is withdrawn by its maker only, and holds back a void until then', async () => {
    await declare(as.results, CLOSE, '370');
    const byOther = await results2.call('POST', '/results/withdraw', CLOSE);
    expect([byOther.status, byOther.body.error]).toEqual([
      403,
      "Only results, who gave PAIR MAIN close's value, may withdraw it.",
    ]);
    // Past the day's void deadline (its close at 13:00 and two hours): the void waits for it.
    s.clock.set(at(15, 30));
    await signInAll();
    const voided = await results2.call('POST', '/results/void', CLOSE);
    expect([voided.status, voided.body.error]).toEqual([
      409,
      'A declaration of PAIR MAIN close by results waits for a second results operator: confirm or withdraw it before voiding the day.',
    ]);
    const withdrawn = await as.results.call('POST', '/results/withdraw', CLOSE);
    expect(withdrawn.status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'results',
      action: 'result.withdraw',
      before: { field: 'close_pana', kind: 'declare', value: '370', by: 'results' },
    });
    expect(await pendingOn(as.results, CLOSE)).toEqual([]);
    expect((await as.results.call('POST', '/results/withdraw', CLOSE)).status).toBe(404);
  });

  it('the shared bearer token is no one: it can neither confirm an operator’s step nor make one', async () => {
    await s.operator('POST', '/markets', { market: 'PAIR TOKEN', open_time: '11:00', close_time: '14:00' });
    await s.operator('POST', '/markets', { market: 'PAIR TOKEN JACKPOT', kind: 'jackpot', close_time: '11:00' });
    // The owner declares in the console (it waits), then holds the shared token too: one person
    // was both, and the result was declared and settled. Now the token's confirmation is refused.
    expect((await declare(as.owner, { market: 'PAIR TOKEN', session: 'open' }, '230')).body).toMatchObject({
      state: 'pending',
    });
    const before = await fingerprint(s.db);
    const noOne =
      "needs two named operators, and the shared OPERATOR_TOKEN is no one's: use the console, or an operator's own API token (My account → API tokens).";
    const confirmed = await s.operator('POST', '/results', { market: 'PAIR TOKEN', session: 'open', pana: '230' });
    expect(confirmed.status).toBe(403);
    expect(confirmed.body.error).toBe(`A declaration of PAIR TOKEN open ${noOne}`);
    // Nor may it make one for a console operator to confirm: its holder may be that operator.
    const made = await s.operator('POST', '/results', { market: 'PAIR TOKEN JACKPOT', jodi: '42' });
    expect(made.status).toBe(403);
    expect(made.body.error).toBe(`A declaration of PAIR TOKEN JACKPOT ${noOne}`);
    expect(await fingerprint(s.db)).toEqual(before);
    // A second named operator confirms the owner's.
    const second = await declare(results2, { market: 'PAIR TOKEN', session: 'open' }, '230');
    expect(second.body).toMatchObject({ state: 'declared' });
    expect(await lastAudit(s.db)).toMatchObject({ operator: 'results2', after: { proposedBy: 'owner' } });
  });

  it('an account the maker made today is not their second; another operator is', async () => {
    await s.operator('POST', '/markets', { market: 'PAIR MADE', open_time: '11:00', close_time: '14:00' });
    // The owner makes a results account, then declares: the new account may not confirm it.
    expect(
      (await as.owner.call('POST', '/operators', { username: 'fresh', password: 'fresh-password-1', role: 'results' }))
        .status,
    ).toBe(200);
    const fresh = await signIn(s.url, 'fresh', 'fresh-password-1');
    expect((await fresh.call('GET', '/operators')).status).toBe(403);
    const listed = (await as.owner.call('GET', '/operators')).body.rows as {
      username: string;
      createdBy: string | null;
    }[];
    expect(listed.find((o) => o.username === 'fresh')).toMatchObject({ createdBy: 'owner' });
    expect((await declare(as.owner, { market: 'PAIR MADE', session: 'open' }, '137')).body).toMatchObject({
      state: 'pending',
    });
    const refused = await declare(fresh, { market: 'PAIR MADE', session: 'open' }, '137');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(
      'owner made your account on 2026-11-20 15:30: until 2026-11-21 15:30 it may not be the second person of their steps. Another operator must be.',
    );
    expect((await declare(results2, { market: 'PAIR MADE', session: 'open' }, '137')).body).toMatchObject({
      state: 'declared',
    });
  });

  it('turned off, it waits a day that every owner sees; then a declaration goes through at once and replaces what waited', async () => {
    await declare(as.results, { market: 'PAIR TOKEN', session: 'close' }, '140');
    // The owner switches it off: nothing changes for a day, and the settings say so to every owner.
    const off = await as.owner.call('POST', '/settings/config', { two_person_results: '0' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      config: { two_person_results: '1' },
      scheduled: [{ key: 'two_person_results', value: '0', askedBy: 'owner', effectiveAt: '2026-11-21 15:30' }],
    });
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'config.loosen-scheduled',
      operator: 'owner',
      before: { two_person_results: '1' },
      after: { two_person_results: '0', effectiveAt: '2026-11-21 15:30' },
    });
    const owner2 = await addOperator(s, 'owner2', 'owner').then(() => signIn(s.url, 'owner2'));
    expect((await owner2.call('GET', '/settings')).body.scheduled).toEqual([
      expect.objectContaining({ key: 'two_person_results', value: '0' }),
    ]);
    // Still on: the maker's own second reading is refused as before.
    expect((await declare(as.results, { market: 'PAIR TOKEN', session: 'close' }, '140')).status).toBe(403);
    // A day later the schedule puts it into effect.
    expect(await applyLooseningsAt(s, at(15, 30 + 24 * 60))).toBe(1);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'config.loosen-applied',
      operator: 'schedule',
      after: { two_person_results: '0', askedBy: 'owner' },
    });
    const declared = await declare(as.results, { market: 'PAIR TOKEN', session: 'close' }, '140');
    expect(declared.body).toMatchObject({ state: 'declared' });
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'result.declare',
      after: { closePana: '140', pendingCleared: { by: 'results', value: '140' } },
    });
    expect(await count('select count(*)::int as n from pending_results')).toBe(0);
  });
});

describe('two-person control over large payouts', () => {
  let player: Awaited<ReturnType<typeof playerWithBank>>;

  beforeAll(async () => {
    s.clock.set(at(16));
    await signInAll();
    player = await playerWithBank(s, '9720000100', 10_000, 'Large Payee');
    expect((await as.owner.call('POST', '/settings/config', { two_person_payout_threshold: '1000' })).status).toBe(200);
    // A cashier's bonuses count against their daily ceiling, as their credits do.
    await configNow(s, { cashier_wallet_ceiling: '5000' });
  });

  it('a withdrawal above the threshold is approved twice, by two operators', async () => {
    const id = await pendingWithdrawal(s, player.token, '1500');
    const listed = (await as.cashier.call('GET', '/withdrawals?status=pending')).body.rows as Record<string, unknown>[];
    expect(listed.find((r) => r.id === id)).toMatchObject({ secondApproval: true, firstApproval: null });

    const first = await as.cashier.call('POST', `/withdrawals/${id}/approve`, {});
    expect(first.status).toBe(200);
    expect(first.body.withdrawal).toMatchObject({
      status: 'pending',
      firstApproval: { by: 'cashier', at: '2026-11-20 16:00:00' },
    });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'cashier',
      action: 'withdrawal.approve-first',
      target: `withdrawal:${id}`,
      after: { status: 'pending', thresholdPaise: 100_000 },
    });
    const before = await fingerprint(s.db);
    const self = await as.cashier.call('POST', `/withdrawals/${id}/approve`, { payoutReference: 'UTR-SELF' });
    expect([self.status, self.body.error]).toEqual([
      403,
      `You gave the first approval of #${id}: a second operator must approve it, not you.`,
    ]);
    const noReference = await cashier2.call('POST', `/withdrawals/${id}/approve`, {});
    expect([noReference.status, noReference.body.error]).toEqual([400, 'Payout reference is required.']);
    expect(await fingerprint(s.db)).toEqual(before);

    const second = await cashier2.call('POST', `/withdrawals/${id}/approve`, { payoutReference: 'UTR-TWO' });
    expect(second.body.withdrawal).toMatchObject({ status: 'completed', payoutReference: 'UTR-TWO' });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'cashier2',
      action: 'withdrawal.approve',
      before: { firstApprovedBy: 'cashier' },
      after: { status: 'completed', payoutReference: 'UTR-TWO' },
    });
    expect((await as.owner.call('POST', `/withdrawals/${id}/approve`, { payoutReference: 'X' })).status).toBe(409);
    await ledgerExact();
  });

  it('the first approval’s reference serves when the second gives none; one at or below the threshold needs one approval', async () => {
    const id = await pendingWithdrawal(s, player.token, '2000');
    await as.owner.call('POST', `/withdrawals/${id}/approve`, { payoutReference: 'UTR-FIRST' });
    const second = await cashier2.call('POST', `/withdrawals/${id}/approve`, {});
    expect(second.body.withdrawal).toMatchObject({ status: 'completed', payoutReference: 'UTR-FIRST' });

    const small = await pendingWithdrawal(s, player.token, '1000');
    const once = await as.cashier.call('POST', `/withdrawals/${small}/approve`, { payoutReference: 'UTR-SMALL' });
    expect(once.body.withdrawal).toMatchObject({ status: 'completed', secondApproval: false, firstApproval: null });
    const rejected = await pendingWithdrawal(s, player.token, '1200');
    await as.cashier.call('POST', `/withdrawals/${rejected}/approve`, {});
    // Either operator may still reject it: the money goes back.
    const no = await as.cashier.call('POST', `/withdrawals/${rejected}/reject`, { reason: 'Asked twice' });
    expect(no.body.withdrawal).toMatchObject({ status: 'rejected' });
    await ledgerExact();
  });

  it('a bonus above the threshold waits for a second operator; the maker may not approve it', async () => {
    const money = await s.money(player.mobile);
    const asked = await as.cashier.call('POST', `/players/${player.id}/bonus`, { amount: '1500', reason: 'Diwali' });
    expect(asked.status).toBe(200);
    expect(asked.body.pending).toMatchObject({
      player: { id: player.id, mobile: player.mobile },
      kind: 'bonus',
      amountPaise: 150_000,
      reason: 'Diwali',
      by: 'cashier',
      mine: true,
    });
    expect(await s.money(player.mobile)).toEqual(money);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'player.credit-pending',
      player_id: player.id,
      after: { kind: 'bonus', amountPaise: 150_000, reason: 'Diwali', thresholdPaise: 100_000 },
    });
    const id = (asked.body.pending as { id: number }).id;
    const listed = await as.owner.call('GET', `/players/pending-credits?player=${player.id}`);
    expect(listed.body).toMatchObject({ total: 1, rows: [{ id, mine: false, by: 'cashier' }] });
    expect((await as.support.call('GET', '/players/pending-credits')).status).toBe(200);
    expect((await as.support.call('POST', `/players/pending-credits/${id}/approve`)).status).toBe(403);

    const self = await as.cashier.call('POST', `/players/pending-credits/${id}/approve`);
    expect([self.status, self.body.error]).toEqual([
      403,
      `You asked for credit #${id}: a second operator must approve it, not you.`,
    ]);
    const approved = await as.owner.call('POST', `/players/pending-credits/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(Number((await s.money(player.mobile)).bonus)).toBe(Number(money.bonus) + 150_000);
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'owner',
      action: 'player.bonus',
      after: { amountPaise: 150_000, reason: 'Diwali', askedBy: 'cashier', creditId: id },
    });
    const twice = await cashier2.call('POST', `/players/pending-credits/${id}/approve`);
    expect([twice.status, twice.body.error]).toEqual([409, `Credit #${id} was already approved by owner.`]);
    await ledgerExact();
  });

  it('a wallet credit above it waits too, a debit never; a rejected one gives a cashier’s ceiling back', async () => {
    await as.owner.call('POST', '/settings/config', { cashier_wallet_ceiling: '5000' });
    const credit = await as.cashier.call('POST', `/players/${player.id}/adjust`, { amount: '2500', reason: 'Refund' });
    expect(credit.body.pending).toMatchObject({ kind: 'adjust', amountPaise: 250_000 });
    // With the ₹1,500 bonus the cashier gave (approved) before it.
    expect((await as.cashier.call('GET', '/players/wallet-allowance')).body).toMatchObject({ movedPaise: 400_000 });
    const id = (credit.body.pending as { id: number }).id;
    const rejected = await cashier2.call('POST', `/players/pending-credits/${id}/reject`);
    expect(rejected.status).toBe(200);
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'cashier2',
      action: 'player.credit-reject',
      before: { id, kind: 'adjust', amountPaise: 250_000, askedBy: 'cashier' },
    });
    expect((await as.cashier.call('GET', '/players/wallet-allowance')).body).toMatchObject({ movedPaise: 150_000 });
    const balance = Number((await s.money(player.mobile)).balance);
    const debit = await as.owner.call('POST', `/players/${player.id}/adjust`, { amount: '-2500', reason: 'Fix' });
    expect(debit.body.pending).toBeUndefined();
    expect(Number((await s.money(player.mobile)).balance)).toBe(balance - 250_000);

    const owners = await as.owner.call('POST', `/players/${player.id}/adjust`, { amount: '3000', reason: 'Prize' });
    const approved = await as.cashier.call(
      'POST',
      `/players/pending-credits/${(owners.body.pending as { id: number }).id}/approve`,
    );
    expect(approved.status).toBe(200);
    expect(Number((await s.money(player.mobile)).balance)).toBe(balance - 250_000 + 300_000);
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'cashier',
      action: 'player.adjust',
      after: { amountPaise: 300_000, reason: 'Prize', askedBy: 'owner' },
    });
    await ledgerExact();
  });

  it('the shared bearer token may neither ask for a bonus above the threshold nor approve a withdrawal above it', async () => {
    const withdrawal = await pendingWithdrawal(s, player.token, '1500');
    const before = await fingerprint(s.db);
    const asked = await s.operator('POST', '/bonus', { mobile: player.mobile, amount: '5000' });
    expect(asked.status).toBe(403);
    expect(asked.body.error).toMatch(
      /^A bonus above ₹1,000.00 \(Settings, two_person_payout_threshold\) needs two named operators, and the shared OPERATOR_TOKEN is no one's/,
    );
    const approved = await s.operator('POST', `/withdrawals/${withdrawal}/approve`, { payoutReference: 'T-1' });
    expect(approved.status).toBe(403);
    expect(approved.body.error).toMatch(
      new RegExp(
        `^Approving #${withdrawal}, above ₹1,000.00 \\(Settings, two_person_payout_threshold\\), needs two named operators`,
      ),
    );
    expect(await fingerprint(s.db)).toEqual(before);
  });
});
