// Two cashiers on one queue over HTTP: a request opened for review is claimed for its cashier
// (the other's list marks it, their claim and decision are refused), the claim ends with the
// decision, the review's close or two minutes without renewal; the queue serves the oldest
// first; and the unusual-amount mark, worked out from the deposits, marks a few of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { UNUSUAL_FACTOR } from '../../server/services/funds/deposit-desk.js';
import { addOperator, signIn, type ConsoleClient } from './console-client.js';
import { consoleServer, pendingDeposit, pendingWithdrawal, playerWithBank, rowsOf } from './console-fixtures.js';
import { openEvents } from './event-stream.js';
import type { TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let other: ConsoleClient;
beforeAll(async () => {
  ({ s, as } = await consoleServer());
  await addOperator(s, 'cashier2', 'cashier');
  other = await signIn(s.url, 'cashier2');
});
afterAll(() => s.close());

const rowOf = async (who: ConsoleClient, path: string, id: number) =>
  rowsOf((await who.call('GET', path)).body).find((r) => r.id === id);

describe('claims on the deposit queue', () => {
  it('claims an opened deposit for its cashier: the other sees it claimed, cannot claim or decide it', async () => {
    const p = await playerWithBank(s, '9700000001', 0);
    const id = await pendingDeposit(s, p.token, '500', 'CLAIM000001');
    const claimed = await as.cashier.call('POST', `/deposits/${id}/claim`);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ id, claimedBy: 'cashier', claimedUntil: '2026-11-20 10:02:00' });
    expect(await rowOf(other, '/deposits?status=pending', id)).toMatchObject({ claimedBy: 'cashier' });

    const refused = await other.call('POST', `/deposits/${id}/claim`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`#${id} is being reviewed by cashier (claimed until 2026-11-20 10:02:00).`);
    const decided = await other.call('POST', `/deposits/${id}/approve`);
    expect(decided.status).toBe(409);
    expect(decided.body.error).toMatch(new RegExp(`^#${id} is being reviewed by cashier`));
    expect(await rowOf(other, '/deposits?status=pending', id)).toMatchObject({ status: 'pending' });

    // Its own cashier renews it and decides it; the decision ends the claim.
    expect((await as.cashier.call('POST', `/deposits/${id}/claim`)).status).toBe(200);
    expect((await as.cashier.call('POST', `/deposits/${id}/approve`)).body).toMatchObject({
      deposit: { status: 'completed', claimedBy: null },
    });
    expect(await s.db.query('select * from desk_claims where request_id = $1', [id])).toEqual([]);
    // A decided request is not claimed, and says who decided it.
    expect((await other.call('POST', `/deposits/${id}/claim`)).body).toEqual({
      error: `#${id} was already completed by cashier.`,
    });
  });

  it('lets the claim go when the review closes, and after two minutes without renewal', async () => {
    const p = await playerWithBank(s, '9700000002', 0);
    const closed = await pendingDeposit(s, p.token, '500', 'CLAIM000002');
    const left = await pendingDeposit(s, p.token, '700', 'CLAIM000003');
    await as.cashier.call('POST', `/deposits/${closed}/claim`);
    await as.cashier.call('POST', `/deposits/${left}/claim`);
    // Another's claim is not theirs to release.
    expect((await other.call('POST', `/deposits/${closed}/release`)).body).toEqual({ released: false });
    expect((await as.cashier.call('POST', `/deposits/${closed}/release`)).body).toEqual({ released: true });
    expect((await other.call('POST', `/deposits/${closed}/claim`)).status).toBe(200);

    const start = s.clock.now();
    try {
      s.clock.set(new Date(start.getTime() + 119_000));
      expect((await other.call('POST', `/deposits/${left}/claim`)).status).toBe(409);
      s.clock.set(new Date(start.getTime() + 120_000));
      expect(await rowOf(other, '/deposits?status=pending', left)).toMatchObject({ claimedBy: null });
      expect((await other.call('POST', `/deposits/${left}/claim`)).body).toMatchObject({ claimedBy: 'cashier2' });
      // The first cashier, back after the claim ended, finds it taken.
      expect((await as.cashier.call('POST', `/deposits/${left}/approve`)).status).toBe(409);
      expect((await other.call('POST', `/deposits/${left}/reject`, { reason: 'UTR not in statement' })).status).toBe(
        200,
      );
    } finally {
      s.clock.set(start);
      await s.db.query('delete from desk_claims');
    }
  });

  it('claims withdrawals the same way', async () => {
    const p = await playerWithBank(s, '9700000003', 5000);
    const id = await pendingWithdrawal(s, p.token, '1000');
    expect((await other.call('POST', `/withdrawals/${id}/claim`)).body).toMatchObject({ claimedBy: 'cashier2' });
    expect(await rowOf(as.cashier, '/withdrawals?status=pending', id)).toMatchObject({ claimedBy: 'cashier2' });
    expect((await as.cashier.call('POST', `/withdrawals/${id}/claim`)).status).toBe(409);
    expect(
      (await as.cashier.call('POST', `/withdrawals/${id}/approve`, { payoutReference: 'NEFT-1' })).body.error,
    ).toMatch(/is being reviewed by cashier2/);
    expect((await other.call('POST', `/withdrawals/${id}/approve`, { payoutReference: 'NEFT-1' })).status).toBe(200);
    expect((await as.cashier.call('POST', '/withdrawals/999999/claim')).status).toBe(404);
  });

  it('tells the desks live when a claim is made and ended', async () => {
    const p = await playerWithBank(s, '9700000004', 0);
    const id = await pendingDeposit(s, p.token, '500', 'CLAIM000004');
    const events = await openEvents(`${s.url}/console/api/events`, other.cookie);
    try {
      expect(JSON.parse((await events.next()).data)).toMatchObject({ claimedDeposits: 0 });
      await as.cashier.call('POST', `/deposits/${id}/claim`);
      expect(JSON.parse((await events.next()).data)).toMatchObject({ claimedDeposits: 1 });
      await as.cashier.call('POST', `/deposits/${id}/release`);
      expect(JSON.parse((await events.next()).data)).toMatchObject({ claimedDeposits: 0 });
    } finally {
      events.close();
    }
  });
});

describe('the queue’s order', () => {
  it('serves the oldest pending request first, over pages, and the newest first when asked', async () => {
    const p = await playerWithBank(s, '9700000005', 0);
    await s.db.query(`update deposits set status = 'Rejected' where status = 'Pending'`);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await pendingDeposit(s, p.token, String(100 + i), `ORDER${1000 + i}`));
    const first = rowsOf((await as.cashier.call('GET', '/deposits?status=pending')).body).map((r) => r.id);
    const second = rowsOf((await as.cashier.call('GET', '/deposits?status=pending&page=2')).body).map((r) => r.id);
    expect([...first, ...second]).toEqual(ids);
    const all = rowsOf((await as.cashier.call('GET', '/deposits')).body).map((r) => r.id);
    expect(all).toEqual(ids.slice(0, 25));
    const newest = rowsOf((await as.cashier.call('GET', '/deposits?order=newest')).body).map((r) => r.id);
    expect(newest).toEqual([...ids].reverse().slice(0, 25));
    await s.db.query(`update deposits set status = 'Rejected' where status = 'Pending'`);
  });
});

describe('the unusual-amount mark', () => {
  it('marks a few percent of a day’s queue: amounts far above the player’s own, or above nearly every recent one', async () => {
    // 40 players, each with three approved deposits around their own usual amount (₹200 to
    // ₹5,000), then a day's queue of 200 around it, six of them far above.
    const usual = (player: number) => 200 + ((player * 137) % 4800);
    const playerIds: number[] = [];
    for (let n = 0; n < 40; n++) {
      const p = await playerWithBank(s, `98${String(n).padStart(8, '0')}`, 0);
      playerIds.push(p.id);
    }
    await s.db.query(
      `insert into deposits (user_id, amount, utr, status, created_at, decided_at)
       select u, (($2::int[])[i] * (80 + (k * 17) % 45)), 'HIST' || i || '-' || k, 'Completed', $3, $3
       from unnest($1::bigint[]) with ordinality as t(u, i), generate_series(1, 3) k`,
      [playerIds, playerIds.map((_, i) => usual(i)), s.clock.now()],
    );
    const outliers = new Set([7, 41, 88, 120, 150, 199]);
    const queue: number[] = [];
    for (let i = 0; i < 200; i++) {
      const player = i % 40;
      // Between 60 % and 180 % of the player's usual amount; the outliers eight times it.
      const rupees = outliers.has(i) ? usual(player) * 8 : Math.round((usual(player) * (60 + ((i * 53) % 121))) / 100);
      const [row] = await s.db.query<{ id: number }>(
        `insert into deposits (user_id, amount, utr) values ($1, $2, $3) returning id`,
        [playerIds[player], rupees * 100, `QUEUE${i}`],
      );
      queue.push(Number(row!.id));
    }
    const marked: number[] = [];
    for (let page = 1; page <= 8; page++) {
      const rows = rowsOf((await as.cashier.call('GET', `/deposits?status=pending&page=${page}`)).body);
      for (const r of rows) if ((r.warnings as string[]).includes('amount-unusual')) marked.push(queue.indexOf(r.id));
    }
    expect(new Set(marked)).toEqual(outliers);
    expect(marked.length / queue.length).toBeLessThan(0.05);
    expect(UNUSUAL_FACTOR).toBeLessThan(8);
    await s.db.query(`update deposits set status = 'Rejected' where status = 'Pending'`);
  });
});
