// The owner's CSV exports: streamed from the database a keyset page at a time (never the whole
// table in memory), text guarded against spreadsheet formulas, owners only; and the bank's
// payout file of the withdrawals waiting to be paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { csvLines, EXPORT_PAGE_ROWS, playersExport } from '../../server/services/history/exports.js';
import type { Role } from '../../server/services/platform/actor.js';
import type { ConsoleClient } from './console-client.js';
import { consoleServer, pendingWithdrawal, playerWithBank } from './console-fixtures.js';
import type { TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
beforeAll(async () => ({ s, as } = await consoleServer()));
afterAll(() => s.close());

const get = (who: ConsoleClient, path: string) =>
  fetch(`${s.url}/console/api${path}`, { headers: { cookie: who.cookie } });
const linesOf = (csv: string) => csv.split('\r\n').filter(Boolean);

describe('the owner’s CSV exports', () => {
  it('streams 1,234 players a keyset page at a time, each page no more than a page of rows', async () => {
    await s.db.query(
      `insert into users (mobile, name, password_hash) select '8' || lpad(n::text, 9, '0'), 'Bulk ' || n, 'x'
       from generate_series(1, 1234) n`,
    );
    const [{ n: players }] = (await s.db.query<{ n: number }>('select count(*)::int as n from users')) as [
      { n: number },
    ];
    const answer = await get(as.owner, '/exports/players.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="players-2026-11-20.csv"');
    // Streamed: no length known before the last page is read.
    expect(answer.headers.get('content-length')).toBeNull();
    const lines = linesOf(await answer.text());
    expect(lines[0]).toBe('id,mobile,name,email,verified,joined,balance_rupees,bonus_rupees,debt_rupees');
    expect(lines).toHaveLength(players + 1);
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(players);

    // Each read is one keyset page: after the last id, at most EXPORT_PAGE_ROWS rows.
    const reads: { after: unknown; rows: number }[] = [];
    const counting = {
      ...s.db,
      query: async (text: string, params?: readonly unknown[]) => {
        const rows = await s.db.query(text, params);
        reads.push({ after: params?.[0], rows: rows.length });
        return rows;
      },
    } as Database;
    let chunks = 0;
    for await (const _ of csvLines(counting, playersExport)) chunks += 1;
    expect(reads.length).toBe(Math.floor(players / EXPORT_PAGE_ROWS) + 1);
    expect(Math.max(...reads.map((r) => r.rows))).toBe(EXPORT_PAGE_ROWS);
    expect(reads[0]!.after).toBe(0);
    expect(Number(reads[1]!.after)).toBe(ids[EXPORT_PAGE_ROWS - 1]);
    expect(chunks).toBe(reads.filter((r) => r.rows > 0).length + 1);
  });

  it('guards text that a spreadsheet would run as a formula (= + - @), and leaves money a number', async () => {
    const p = await playerWithBank(s, '9500000201', 500, '=HYPERLINK("http://x")');
    ok(await as.owner.call('POST', `/players/${p.id}/adjust`, { amount: '-1.50', reason: '+cmd|calc' }));
    ok(await as.owner.call('POST', `/players/${p.id}/bonus`, { amount: '2', reason: '@SUM(A1)' }));
    const players = await (await get(as.owner, '/exports/players.csv')).text();
    expect(players).toContain(`,"'=HYPERLINK(""http://x"")",`);
    const ledger = linesOf(await (await get(as.owner, `/exports/players/${p.id}/ledger.csv`)).text());
    expect(ledger[0]).toBe('id,at,kind,amount_rupees,bonus_rupees,wallet_after_rupees,remark,given_by,approved_by');
    // A negative amount stays a number a spreadsheet sums; who gave it is named.
    expect(ledger.find((line) => line.includes(',adjustment,'))).toMatch(
      /,adjustment,-1\.50,0\.00,\d+\.\d{2},Adjustment: \+cmd\|calc,owner,$/,
    );
    expect(ledger.find((line) => line.includes(',bonus,'))).toContain(',Bonus: @SUM(A1),owner,');
    await playerWithBank(s, '9500000203', 0, '-2+3');
    await playerWithBank(s, '9500000204', 0, '+91 call');
    const all = await (await get(as.owner, '/exports/players.csv')).text();
    expect(all).toContain(",'-2+3,");
    expect(all).toContain(",'+91 call,");
  });

  it('gives the bank’s NEFT payout file of the withdrawals waiting to be paid, and the withdrawals and deposits', async () => {
    const p = await playerWithBank(s, '9500000202', 3000, 'Ravi Kumar');
    const waiting = await pendingWithdrawal(s, p.token, '1234.5');
    const paid = await pendingWithdrawal(s, p.token, '600');
    ok(await as.cashier.call('POST', `/withdrawals/${paid}/approve`, { payoutReference: '@UTR 1' }));
    const file = linesOf(await (await get(as.owner, '/exports/payouts.csv')).text());
    expect(file[0]).toBe('payment_mode,beneficiary_name,beneficiary_account_number,ifsc,amount,reference');
    expect(file).toContain(`NEFT,Asha,12345678,SBIN0001234,1234.50,W${waiting}`);
    expect(file.some((line) => line.endsWith(`,W${paid}`))).toBe(false);
    const withdrawals = linesOf(await (await get(as.owner, '/exports/withdrawals.csv')).text());
    expect(withdrawals.find((line) => line.startsWith(`${paid},`))).toContain(
      ",600.00,600.00,Asha,12345678,SBIN0001234,completed,'@UTR 1,",
    );
    const deposits = linesOf(await (await get(as.owner, '/exports/deposits.csv')).text());
    expect(deposits[0]).toBe('id,player_id,mobile,name,amount_rupees,utr,status,asked_at,decided_by,decided_at');
    expect(deposits.some((line) => line.includes(',9500000202,Ravi Kumar,3000.00,'))).toBe(true);
  });

  it('is the owner’s alone: every other role gets 403', async () => {
    for (const role of ['cashier', 'support'] as Role[]) {
      if (!as[role]) continue;
      for (const path of ['/exports/players.csv', '/exports/payouts.csv', '/exports/players/1/ledger.csv'])
        expect((await get(as[role], path)).status, `${role} ${path}`).toBe(403);
    }
    expect((await get(as.owner, '/exports/players/x/ledger.csv')).status).toBe(400);
  });
});

function ok(answer: { status: number; body: unknown }) {
  if (answer.status !== 200) throw new Error(`refused: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
