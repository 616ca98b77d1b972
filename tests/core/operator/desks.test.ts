import { Subject, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  DepositDesk,
  englishOperatorText,
  PendingCountsFeed,
  WithdrawDesk,
  type ConsoleEvent,
  type PendingCounts,
} from '../../../core/index.js';
import { consoleHarness } from './console-harness.js';
import { refusedAt } from './refused-at.js';

const collect = <T>(stream: Observable<T>) => {
  const seen: T[] = [];
  const subscription = stream.subscribe((value) => seen.push(value));
  return { seen, stop: () => subscription.unsubscribe() };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('deposit desk', () => {
  it('lists pending first, oldest on top (newest when asked), then the decided ones', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    server.deposits.reverse();
    const desk = new DepositDesk(server.desks, policy);
    const oldest = await desk.list({ page: 1 });
    expect(oldest.ok && oldest.value.rows.map((row) => row.id)).toEqual(['11', '12', '9']);
    const newest = await desk.list({ page: 1, order: 'newest' });
    expect(newest.ok && newest.value.rows.map((row) => row.id)).toEqual(['12', '11', '9']);
    expect(server.callsOf('deposits')).toEqual([{ page: 1 }, { page: 1, order: 'newest' }]);
  });

  it('claims a deposit for its cashier, refuses another’s claim with the server’s words, and lets it go', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    server.claims.set('deposit:12', 'ravi.cash');
    const desk = new DepositDesk(server.desks, policy);
    expect(await desk.claim('11')).toMatchObject({ ok: true, value: { id: '11', claimedBy: 'asha.cash' } });
    const refused = await desk.claim('12');
    expect(refused).toMatchObject({ ok: false, failure: { kind: 'rejected', status: 409 } });
    expect(!refused.ok && englishOperatorText(refused.failure.message)).toMatch(/^#12 is being reviewed by ravi\.cash/);
    const listed = await desk.list({ page: 1 });
    expect(listed.ok && listed.value.rows.map((row) => [row.id, row.claimedBy])).toEqual([
      ['11', 'asha.cash'],
      ['12', 'ravi.cash'],
      ['9', undefined],
    ]);
    expect(await desk.release('11')).toEqual({ ok: true, value: { released: true } });
    expect(server.callsOf('release')).toEqual([{ desk: 'deposit', id: '11' }]);
  });

  it('sends the search trimmed (a mobile without its spaces) and the amount range in paise', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const desk = new DepositDesk(server.desks, policy);
    await desk.list({ page: 2, status: 'pending', search: ' 98765 43210 ', min: '99.5', max: ' 1000 ' });
    await desk.list({ page: 1, search: '  ', min: '', max: '' });
    expect(server.callsOf('deposits')).toEqual([
      { page: 2, status: 'pending', search: '9876543210', minPaise: 9_950, maxPaise: 100_000 },
      { page: 1 },
    ]);
  });

  it.each([
    [{ min: 'lots' }, 'min', 'The minimum amount must be a positive number of rupees, like 50000, or left empty.'],
    [{ max: '0' }, 'max', 'The maximum amount must be a positive number of rupees, like 50000, or left empty.'],
    [{ max: '10000000.01' }, 'max', 'The maximum amount must be at most ₹1,00,00,000.'],
    [{ min: '600', max: '500' }, 'min', 'The minimum amount is more than the maximum.'],
  ])('refuses the range %j beside its field, sending nothing', async (range, field, words) => {
    const { server, policy } = consoleHarness('asha.cash');
    const outcome = await new WithdrawDesk(server.desks, policy).list({ page: 1, ...range });
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'invalid', field } });
    expect(!outcome.ok && englishOperatorText(outcome.failure.message)).toBe(words);
    expect(server.callsOf('withdrawals')).toEqual([]);
  });

  it('approves once, even when pressed twice', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const desk = new DepositDesk(server.desks, policy);
    const [first, second] = await Promise.all([desk.approve('11'), desk.approve('11')]);
    expect(first).toMatchObject({ ok: true, value: { status: 'completed', decidedBy: 'asha.cash' } });
    expect(second).toBe(first);
    expect(server.callsOf('approveDeposit')).toEqual([{ id: '11' }]);
  });

  it('a request decided by someone else is refused in the server’s words', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const outcome = await new DepositDesk(server.desks, policy).approve('9');
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'rejected', status: 409 } });
    expect(outcome.ok || englishOperatorText(outcome.failure.message)).toBe('#9 was already completed by owner.');
  });

  it('rejecting needs a reason; nothing is sent without one', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const desk = new DepositDesk(server.desks, policy);
    expect(await desk.reject('11', '  ')).toMatchObject(refusedAt('reason'));
    expect(server.callsOf('rejectDeposit')).toEqual([]);
    expect(await desk.reject('11', ' UTR not found in the bank statement ')).toMatchObject({
      ok: true,
      value: { status: 'rejected' },
    });
    expect(server.callsOf('rejectDeposit')).toEqual([{ id: '11', reason: 'UTR not found in the bank statement' }]);
  });

  it('a role without the desks is refused by the server', async () => {
    const { server, policy } = consoleHarness('owner');
    server.signedIn = { ...server.signedIn!, role: 'support' };
    expect(await new DepositDesk(server.desks, policy).approve('11')).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 403 },
    });
  });
});

describe('withdraw desk', () => {
  it('approving needs a payout reference', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const desk = new WithdrawDesk(server.desks, policy);
    expect(await desk.approve('21', ' ')).toMatchObject(refusedAt('payoutReference'));
    expect(await desk.approve('21', ' NEFT-889 ')).toMatchObject({
      ok: true,
      value: { status: 'completed', payoutReference: 'NEFT-889' },
    });
  });

  it('rejects with a reason and reads the 30-day context', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const desk = new WithdrawDesk(server.desks, policy);
    expect(await desk.context('21')).toMatchObject({
      ok: true,
      value: { totals: { depositedPaise: 20_000, bets: 0 } },
    });
    expect(await desk.reject('21', '')).toMatchObject({ ok: false, failure: { kind: 'invalid' } });
    expect(await desk.reject('21', 'Bank details do not match the name')).toMatchObject({
      ok: true,
      value: { status: 'rejected' },
    });
  });
});

describe('pending counts', () => {
  it('asks at the start, takes each event, and asks again when the stream reopens', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const events = new Subject<ConsoleEvent>();
    const feed = new PendingCountsFeed(server.desks, { events$: () => events }, policy);
    const { seen, stop } = collect<PendingCounts>(feed.counts$());
    await settle();
    expect(seen).toEqual([{ pendingDeposits: 2, pendingWithdrawals: 1 }]);
    events.next({ type: 'counts', counts: { pendingDeposits: 3, pendingWithdrawals: 1 } });
    expect(seen.at(-1)).toEqual({ pendingDeposits: 3, pendingWithdrawals: 1 });
    server.deposits[0]!.status = 'completed';
    events.next({ type: 'open' });
    await settle();
    expect(seen.at(-1)).toEqual({ pendingDeposits: 1, pendingWithdrawals: 1 });
    expect(server.callsOf('counts')).toHaveLength(2);
    stop();
  });

  it('an event wins over an older answer still on its way', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const events = new Subject<ConsoleEvent>();
    const { seen, stop } = collect(new PendingCountsFeed(server.desks, { events$: () => events }, policy).counts$());
    events.next({ type: 'counts', counts: { pendingDeposits: 7, pendingWithdrawals: 0 } });
    await settle();
    expect(seen).toEqual([{ pendingDeposits: 7, pendingWithdrawals: 0 }]);
    stop();
  });
});
