// The owner's books over real HTTP: the funds report (every ledger kind in one column), the
// daily profit and loss, and one result's winners, each with its CSV, checked against sums by
// hand and against a recount from the bets and the ledger. The day has everything an
// accountant asks about: deposits, a paid and a rejected withdrawal, welcome and owner bonuses,
// an owner's credit and debit, a transfer, bids, a result corrected, and a market day voided.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { declareAtDesk, operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { pendingWithdrawal, playerWithBank } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const at = (day: number, hh: number, mm = 0) => marketMoment(2026, 10, day, hh, mm);

const bet = async (token: string, market: string, number: string, rupees: number, session: string) => {
  const placed = await s.api(
    'place-bet',
    { number, amount: String(rupees), types: session, market, specialGame: '' },
    token,
  );
  if (placed.body.success !== true) throw new Error(JSON.stringify(placed.body));
};
const ok = (answer: { status: number; body: unknown }) => {
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
};

beforeAll(async () => {
  s = await startServer(at(20, 10));
  as = await operatorsOfEveryRole(s);
  await s.operator('POST', '/markets', { market: 'BOOKS', open_time: '15:00', close_time: '17:00' });
  await s.operator('POST', '/markets', { market: 'VOIDME', open_time: '12:00', close_time: '13:00' });
  await s.operator('PUT', '/config', { min_withdraw: '100', signup_bonus: '10' });

  // 2026-11-20. Three players join (₹10 welcome bonus each); A deposits ₹1,000 and B ₹500.
  const a = await playerWithBank(s, '9510000001', 1000, 'Asha');
  const b = await playerWithBank(s, '9510000002', 500, 'Bala');
  const c = await playerWithBank(s, '9510000003', 0, 'Chitra');
  // A: single 5 ₹100 and jodi 42 ₹20 on BOOKS; B: single 6 ₹50 on BOOKS, single 1 ₹10 on VOIDME.
  await bet(a.token, 'BOOKS', '5', 100, 'OPEN');
  await bet(a.token, 'BOOKS', '42', 20, '');
  await bet(b.token, 'BOOKS', '6', 50, 'OPEN');
  await bet(b.token, 'VOIDME', '1', 10, 'OPEN');

  s.clock.set(at(20, 15, 10));
  as = await operatorsOfEveryRole(s, '-b');
  // 140 (ank 5): A's single wins ₹950; corrected to 150 (ank 6): A's win reversed, B's ₹475 paid.
  ok(await declareAtDesk(as.owner, { market: 'BOOKS', session: 'open' }, '140'));
  const corrected = await s.operator('PUT', '/results', { market: 'BOOKS', session: 'open', pana: '150' });
  if (corrected.body.success !== true) throw new Error(JSON.stringify(corrected.body));
  // VOIDME has no result two hours after its close: voided, B's ₹10 refunded.
  ok(await as.results.call('POST', '/results/void', { market: 'VOIDME', session: 'close' }));
  // The owner: ₹50 bonus to B, ₹500 credit to C, ₹30 debit from A.
  ok(await as.owner.call('POST', `/players/${b.id}/bonus`, { amount: '50', reason: 'Diwali' }));
  ok(await as.owner.call('POST', `/players/${c.id}/adjust`, { amount: '500', reason: 'Paid in cash' }));
  ok(await as.owner.call('POST', `/players/${a.id}/adjust`, { amount: '-30', reason: 'Double credit' }));
  // A sends C ₹100: between players, nothing for the house.
  const sent = await s.legacy('transfer', { session: a.token, mobile: a.mobile, user: c.mobile, amount: '100' });
  if (sent.body.success !== '1') throw new Error(JSON.stringify(sent.body));
  // B withdraws ₹200 (paid); A asks for ₹300 (rejected: it comes back the same day).
  const paid = await pendingWithdrawal(s, b.token, '200');
  ok(await as.cashier.call('POST', `/withdrawals/${paid}/approve`, { payoutReference: 'NEFT-1' }));
  const rejected = await pendingWithdrawal(s, a.token, '300');
  ok(await as.cashier.call('POST', `/withdrawals/${rejected}/reject`, { reason: 'Try later' }));

  // 2026-11-21: A deposits ₹700 and bids ₹30.
  s.clock.set(at(21, 10));
  await s.fund(a.token, a.mobile, 700);
  await bet(a.token, 'BOOKS', '7', 30, 'OPEN');
  as = await operatorsOfEveryRole(s, '-c');
});
afterAll(() => s.close());

/** Downloads an export as the owner and checks it is a CSV attachment of that file name and text. */
const expectCsv = async (path: string, fileName: string, text: string) => {
  const answer = await fetch(`${s.url}/console/api${path}`, { headers: { cookie: as.owner.cookie } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  expect(await answer.text()).toBe(text);
};

describe('the funds report', () => {
  it('puts every ledger row of a day in one column, so the columns sum to what the wallets moved', async () => {
    const answer = await as.owner.call('GET', '/reports/funds?from=2026-11-20&to=2026-11-21');
    expect(answer.status).toBe(200);
    const day20 = {
      day: '2026-11-20',
      deposits: 2,
      depositsPaise: 150_000,
      // Two asked (₹200 + ₹300), the ₹300 given back: ₹200 left the wallets, and was paid out.
      withdrawals: 2,
      askedPaise: 50_000,
      paidOut: 1,
      paidOutPaise: 20_000,
      withdrawalsPaise: -20_000,
      // The bank's side: deposits less what was paid out.
      cashInPaise: 130_000,
      // 3 × ₹10 welcome, ₹50 to B.
      bonusesPaise: 8_000,
      adjustmentsPaise: 47_000,
      refundsPaise: 1_000,
      transfersPaise: 0,
      // Stakes ₹180 out; wins ₹950 + ₹475 in; ₹950 taken back.
      playPaise: -18_000 + 95_000 + 47_500 - 95_000,
      debtPaise: 0,
      walletsPaise: 150_000 - 20_000 + 8_000 + 47_000 + 1_000 - 18_000 + 47_500,
    };
    const day21 = {
      day: '2026-11-21',
      deposits: 1,
      depositsPaise: 70_000,
      withdrawals: 0,
      askedPaise: 0,
      paidOut: 0,
      paidOutPaise: 0,
      withdrawalsPaise: 0,
      cashInPaise: 70_000,
      bonusesPaise: 0,
      adjustmentsPaise: 0,
      refundsPaise: 0,
      transfersPaise: 0,
      playPaise: -3_000,
      debtPaise: 0,
      walletsPaise: 67_000,
    };
    expect(answer.body).toEqual({ from: '2026-11-20', to: '2026-11-21', rows: [day21, day20] });

    // Recount: each day's wallets column is every ledger row of that day, whatever its kind.
    const recount = await s.db.query<{ day: string; paise: string }>(
      `select to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day, sum(amount + bonus_amount)::text as paise
       from ledger group by 1 order by 1 desc`,
    );
    expect(recount.map((r) => [r.day, Number(r.paise)])).toEqual([
      ['2026-11-21', day21.walletsPaise],
      ['2026-11-20', day20.walletsPaise],
    ]);
    // The transfer is there, and nets to zero.
    const transfers = await s.db.query<{ kind: string; paise: string }>(
      `select kind, sum(amount)::text as paise from ledger where kind like 'transfer%' group by kind order by kind`,
    );
    expect(transfers.map((t) => [t.kind, Number(t.paise)])).toEqual([
      ['transfer_in', 10_000],
      ['transfer_out', -10_000],
    ]);
  });

  it('exports it as CSV: rupees with paise, named for the report and its days', async () => {
    await expectCsv(
      '/reports/funds.csv?from=2026-11-20&to=2026-11-20',
      'funds-per-day-2026-11-20-to-2026-11-20.csv',
      'day,deposits,deposits_rupees,withdrawal_requests,asked_rupees,paid_out,paid_out_rupees,withdrawals_rupees,' +
        'cash_in_rupees,bonuses_rupees,adjustments_rupees,refunds_rupees,transfers_rupees,play_rupees,debt_rupees,wallets_rupees\r\n' +
        '2026-11-20,2,1500.00,2,500.00,1,200.00,-200.00,1300.00,80.00,470.00,10.00,0.00,295.00,0.00,2155.00\r\n',
    );
  });
});

describe('the profit and loss', () => {
  const day20 = {
    day: '2026-11-20',
    stakesPaise: 18_000,
    payoutsPaise: 47_500,
    bonusesPaise: 8_000,
    adjustmentsPaise: 47_000,
    refundsPaise: 1_000,
    netPaise: 18_000 - 47_500 - 8_000 - 47_000 - 1_000,
  };
  const day21 = {
    day: '2026-11-21',
    stakesPaise: 3_000,
    payoutsPaise: 0,
    bonusesPaise: 0,
    adjustmentsPaise: 0,
    refundsPaise: 0,
    netPaise: 3_000,
  };

  it('sums each day and the range: stakes, payouts net of the reversed win, bonuses, adjustments, refunds', async () => {
    const answer = await as.owner.call('GET', '/reports/profit?from=2026-11-19&to=2026-11-21');
    expect(answer.status).toBe(200);
    const { day: _, ...day20Sums } = day20;
    expect(answer.body).toEqual({
      from: '2026-11-19',
      to: '2026-11-21',
      rows: [day21, day20],
      total: {
        stakesPaise: 21_000,
        payoutsPaise: 47_500,
        bonusesPaise: 8_000,
        adjustmentsPaise: 47_000,
        refundsPaise: 1_000,
        netPaise: day20Sums.netPaise + 3_000,
      },
    });
  });

  it('agrees with a recount of the 20th from the bets (stakes, payouts, refunds) and the ledger (bonuses, adjustments)', async () => {
    const [bets] = await s.db.query<{ stakes: string; payouts: string; refunds: string }>(
      `select sum(amount)::text as stakes, sum(payout) filter (where status = 'WON')::text as payouts,
         sum(amount) filter (where status = 'VOIDED')::text as refunds
       from bets where to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') = '2026-11-20'`,
    );
    const [ledger] = await s.db.query<{ bonuses: string; adjustments: string }>(
      `select sum(amount + bonus_amount) filter (where kind = 'bonus')::text as bonuses,
         sum(amount + bonus_amount) filter (where kind = 'adjustment')::text as adjustments
       from ledger where to_char(created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') = '2026-11-20'`,
    );
    const recount = {
      stakesPaise: Number(bets!.stakes),
      payoutsPaise: Number(bets!.payouts),
      bonusesPaise: Number(ledger!.bonuses),
      adjustmentsPaise: Number(ledger!.adjustments),
      refundsPaise: Number(bets!.refunds),
    };
    const answer = await as.owner.call('GET', '/reports/profit?from=2026-11-20');
    expect(answer.body.rows).toEqual([
      {
        day: '2026-11-20',
        ...recount,
        netPaise:
          recount.stakesPaise -
          recount.payoutsPaise -
          recount.bonusesPaise -
          recount.adjustmentsPaise -
          recount.refundsPaise,
      },
    ]);
    expect(answer.body.rows).toEqual([day20]);
  });

  it('exports it as CSV with a total line', async () => {
    await expectCsv(
      '/reports/profit.csv?from=2026-11-20&to=2026-11-21',
      'profit-and-loss-2026-11-20-to-2026-11-21.csv',
      'day,stakes_rupees,payouts_rupees,bonuses_rupees,adjustments_rupees,refunds_rupees,net_rupees\r\n' +
        '2026-11-21,30.00,0.00,0.00,0.00,0.00,30.00\r\n' +
        '2026-11-20,180.00,475.00,80.00,470.00,10.00,-855.00\r\n' +
        'total,210.00,475.00,80.00,470.00,10.00,-825.00\r\n',
    );
  });
});

describe('the winners of a result', () => {
  it('lists each winner once with name and mobile, after the correction', async () => {
    const answer = await as.owner.call('GET', '/reports/winners?market=BOOKS&day=2026-11-20&session=open');
    expect(answer.status).toBe(200);
    const [bala] = await s.db.query<{ id: number }>(`select id::int as id from users where mobile = '9510000002'`);
    const winner = {
      playerId: bala!.id,
      name: 'Bala',
      mobile: '9510000002',
      bids: 1,
      stakesPaise: 5_000,
      payoutsPaise: 47_500,
    };
    expect(answer.body).toEqual({
      market: 'BOOKS',
      day: '2026-11-20',
      timing: '',
      session: 'open',
      rows: [winner],
      total: { bids: 1, stakesPaise: 5_000, payoutsPaise: 47_500 },
    });
    // The close is not declared: no winners yet; the whole day has the open's.
    expect(
      (await as.owner.call('GET', '/reports/winners?market=BOOKS&day=2026-11-20&session=close')).body.rows,
    ).toEqual([]);
    expect((await as.owner.call('GET', '/reports/winners?market=BOOKS&day=2026-11-20')).body.rows).toEqual([winner]);
  });

  it('exports them as CSV named for the result', async () => {
    const [bala] = await s.db.query<{ id: number }>(`select id::int as id from users where mobile = '9510000002'`);
    await expectCsv(
      '/reports/winners.csv?market=BOOKS&day=2026-11-20&session=open',
      'winners-BOOKS-2026-11-20-open.csv',
      'market,day,session,player_id,name,mobile,bids,stakes_rupees,payouts_rupees\r\n' +
        `BOOKS,2026-11-20,open,${bala!.id},Bala,9510000002,1,50.00,475.00\r\n`,
    );
  });

  it('refuses a market there is not, and a session there is not', async () => {
    expect((await as.owner.call('GET', '/reports/winners?market=NOPE&day=2026-11-20')).body).toEqual({
      error: 'No market NOPE.',
    });
    expect((await as.owner.call('GET', '/reports/winners?market=BOOKS&session=noon')).body).toEqual({
      error: 'session must be "open" or "close" (or none: the whole day).',
    });
    expect((await as.owner.call('GET', '/reports/winners')).body).toEqual({ error: 'Name the market.' });
  });
});

describe('every export is its own tab’s', () => {
  it('play per day is per day, per market is per market, per game names the games as players read them', async () => {
    await expectCsv(
      '/reports/days.csv?from=2026-11-20&to=2026-11-21',
      'play-per-day-2026-11-20-to-2026-11-21.csv',
      'day,stakes_rupees,payouts_rupees,net_rupees,bids,players\r\n' +
        '2026-11-21,30.00,0.00,30.00,1,1\r\n' +
        '2026-11-20,170.00,475.00,-305.00,3,2\r\n',
    );
    await expectCsv(
      '/reports/markets.csv?from=2026-11-20&to=2026-11-20',
      'play-per-day-and-market-2026-11-20-to-2026-11-20.csv',
      'day,market,reverses_day,stakes_rupees,payouts_rupees,net_rupees,bids,players\r\n' +
        '2026-11-20,BOOKS,,170.00,475.00,-305.00,3,2\r\n',
    );
    await expectCsv(
      '/reports/games.csv?from=2026-11-20&to=2026-11-20',
      'play-per-game-2026-11-20-to-2026-11-20.csv',
      'game,stakes_rupees,payouts_rupees,net_rupees,bids,players\r\n' +
        'Single,150.00,475.00,-325.00,2,2\r\n' +
        'Jodi,20.00,0.00,20.00,1,1\r\n',
    );
  });

  it('is the owner’s alone', async () => {
    for (const role of ['cashier', 'results', 'support'] as const) {
      for (const path of [
        '/reports/profit',
        '/reports/winners?market=BOOKS',
        '/reports/profit.csv',
        '/reports/days.csv',
      ]) {
        expect((await as[role].call('GET', path)).status).toBe(403);
      }
    }
  });
});
