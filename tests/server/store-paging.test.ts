// No unbounded answer: the operator API's lists come a page at a time (a stated
// limit, a cursor that walks every row once, rows of one time included), a deposit's
// screenshot is never inside a list but served alone by its URL behind the same token, the
// desks work out a row's warnings for the rows shown (on any page), and a count past the
// cap says so rather than counting every row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { COUNT_CAP } from '../../server/services/platform/console-format.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { pendingDeposit, playerWithBank, rowsOf } from './console-fixtures.js';
import { OPERATOR_TOKEN, startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let player: { id: number; token: string };
/** One moment for every row inserted here: the pages must still neither repeat nor skip one. */
const AT = new Date('2026-11-19T06:00:00Z');
const ROWS = 130;

beforeAll(async () => {
  s = await startServer();
  as = await operatorsOfEveryRole(s);
  player = await playerWithBank(s, '9600000001', 0);
  // 130 completed deposits of ₹1,000 and 130 completed withdrawals, all at one moment.
  await s.db.query(
    `insert into deposits (user_id, amount, utr, status, created_at, decided_at)
     select $1, 100000, 'PAGEUTR' || g, 'Completed', $2, $2 from generate_series(1, ${ROWS}) g`,
    [player.id, AT],
  );
  await s.db.query(
    `insert into withdrawals (user_id, amount, status, created_at, decided_at)
     select $1, 50000, 'Completed', $2, $2 from generate_series(1, ${ROWS}) g`,
    [player.id, AT],
  );
});
afterAll(() => s.close());

type Page = { rows: { id: number; screenshot?: string; image?: unknown }[]; next: number | null; limit: number };
const list = async (path: string) => {
  const answer = await s.operator('GET', path);
  return { status: answer.status, page: answer.body as unknown as Page, body: answer.body };
};

/** Every page of a list, `limit` at a time, following `next`: the ids in the order they came. */
async function walk(kind: 'deposits' | 'withdrawals', limit: number) {
  const ids: number[] = [];
  const sizes: number[] = [];
  let after: number | null = null;
  do {
    const { status, page }: { status: number; page: Page } = await list(
      `/${kind}?status=completed&limit=${limit}${after === null ? '' : `&after=${after}`}`,
    );
    expect(status).toBe(200);
    expect(page.limit).toBe(limit);
    ids.push(...page.rows.map((r) => Number(r.id)));
    sizes.push(page.rows.length);
    after = page.next;
  } while (after !== null);
  return { ids, sizes };
}

describe('the operator API’s lists', () => {
  it('walk every row exactly once, a page at a time, though every row has the same time', async () => {
    for (const kind of ['deposits', 'withdrawals'] as const) {
      const expected = (
        await s.db.query<{ id: number }>(`select id::int as id from ${kind} where status = 'Completed' order by id`)
      ).map((r) => r.id);
      expect(expected).toHaveLength(ROWS);
      const { ids, sizes } = await walk(kind, 40);
      expect(ids).toEqual(expected);
      expect(new Set(ids).size).toBe(ROWS);
      expect(sizes).toEqual([40, 40, 40, 10]);
      // A page that ends exactly on the last row says there is nothing after it.
      expect((await walk(kind, 65)).sizes).toEqual([65, 65]);
    }
  });

  it('answer 50 unless told, never more than 100, and refuse a limit or cursor that is not one', async () => {
    const first = await list('/deposits?status=completed');
    expect(first.page.rows).toHaveLength(50);
    expect(first.page.next).toBe(Number(first.page.rows[49]!.id));
    const widest = await list('/deposits?status=completed&limit=100');
    expect(widest.page.rows).toHaveLength(100);
    for (const limit of ['101', '0', '-5', 'ten', '2.5', '100000'])
      expect(await list(`/deposits?status=completed&limit=${limit}`)).toMatchObject({
        status: 400,
        body: { error: 'limit must be a whole number from 1 to 100.' },
      });
    for (const after of ['-1', 'x', '1e3'])
      expect(await list(`/withdrawals?status=completed&after=${after}`)).toMatchObject({
        status: 400,
        body: { error: 'after must be a request id (the `next` of the page before).' },
      });
    // Past the last row: an empty page, and no next.
    const last = (await s.db.query<{ id: number }>('select max(id)::int as id from deposits'))[0]!.id;
    expect((await list(`/deposits?status=completed&after=${last}`)).page).toEqual({ rows: [], limit: 50, next: null });
  });

  it('carry no screenshot: each deposit names the URL that serves it alone, behind the same token', async () => {
    const id = await pendingDeposit(s, player.token, '300', 'SHOTUTR0001');
    const { page, body } = await list('/deposits?status=pending');
    expect(JSON.stringify(body)).not.toContain('base64');
    const row = page.rows.find((r) => Number(r.id) === id)!;
    expect(row).not.toHaveProperty('image');
    expect(row.screenshot).toBe(`/operator/deposits/${id}/screenshot`);

    const shot = await fetch(`${s.url}${row.screenshot}`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(shot.status).toBe(200);
    // Stored re-encoded (screenshot-image.ts): a WebP file.
    expect(shot.headers.get('content-type')).toBe('image/webp');
    expect(shot.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await shot.arrayBuffer());
    expect([bytes.subarray(0, 4).toString('latin1'), bytes.subarray(8, 12).toString('latin1')]).toEqual([
      'RIFF',
      'WEBP',
    ]);

    for (const headers of [{}, { authorization: 'Bearer not-the-token' }] as Record<string, string>[]) {
      const refused = await fetch(`${s.url}${row.screenshot}`, { headers });
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain('base64');
    }
    expect((await s.operator('GET', '/deposits/99999999/screenshot')).status).toBe(404);
    expect((await s.operator('GET', '/deposits/abc/screenshot')).status).toBe(400);
    // The console's desk list carries none either: its rows name the image by their id alone.
    expect(JSON.stringify((await as.cashier.call('GET', '/deposits?status=completed')).body)).not.toContain('base64');
  });
});

describe('the desks a page at a time', () => {
  it('show pending first (oldest on top) across pages, and work out each shown row’s warning from the player’s other deposits', async () => {
    const p = await playerWithBank(s, '9600000002', 0);
    // 20 completed deposits of ₹1,000 (typical), one of ₹50,000 among them (unusual), then 30
    // pending of ₹10 (smaller than usual: no risk, not marked).
    await s.db.query(
      `insert into deposits (user_id, amount, utr, status, created_at)
       select $1, case when g = 5 then 5000000 else 100000 end, 'WARNUTR' || g, 'Completed', $2 from generate_series(1, 20) g`,
      [p.id, AT],
    );
    await s.db.query(
      `insert into deposits (user_id, amount, utr, created_at)
       select $1, 1000, 'WARNPEND' || g, $2 from generate_series(1, 30) g`,
      [p.id, AT],
    );
    const mine = (
      await s.db.query<{ id: number }>(
        `select id::int as id from deposits where user_id = $1
         order by (status = 'Pending') desc, case when status = 'Pending' then id end, id desc`,
        [p.id],
      )
    ).map((r) => r.id);
    const shown: Record<string, unknown>[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await as.cashier.call('GET', `/deposits?q=9600000002&page=${page}`);
      expect(answer.body).toMatchObject({ total: 50, page, pageSize: 25 });
      expect(answer.body).not.toHaveProperty('capped');
      shown.push(...rowsOf(answer.body));
    }
    expect(shown.map((r) => r.id)).toEqual(mine);
    for (const row of shown) {
      const unusual = row.amountPaise === 5000000;
      expect(row).toMatchObject({
        warnings: unusual ? ['amount-unusual'] : [],
        typicalAmountPaise: 100000,
      });
    }
    // The unusual completed one sits on the second page, after the 25 skipped rows.
    const onPage2 = rowsOf((await as.cashier.call('GET', '/deposits?q=9600000002&page=2')).body);
    expect(onPage2.find((r) => r.amountPaise === 5000000)).toMatchObject({ warnings: ['amount-unusual'] });
    // One status: newest first through its own index.
    const completed = rowsOf((await as.cashier.call('GET', '/deposits?q=9600000002&status=completed')).body);
    expect(completed.map((r) => r.id)).toEqual(mine.slice(30));
  });

  it('stop counting past the cap and say so; a narrower filter counts exactly', async () => {
    await s.db.query(
      `insert into audit (at, operator, role, action, target) select $1, 'cashier', 'cashier', 'deposit.approve', 'deposit:' || g
       from generate_series(1, ${COUNT_CAP + 5}) g`,
      [AT],
    );
    await s.db.query(
      `insert into audit (at, operator, role, action, target) values ($1, 'owner', 'owner', 'rare.thing', '')`,
      [AT],
    );
    const all = await as.owner.call('GET', '/audit');
    expect(all.body).toMatchObject({ total: COUNT_CAP, capped: true, page: 1 });
    expect(rowsOf(all.body)).toHaveLength(25);
    const rare = await as.owner.call('GET', '/audit?action=rare');
    expect(rare.body).toMatchObject({ total: 1, page: 1 });
    expect(rare.body).not.toHaveProperty('capped');
    // The action filter reads its index: the action itself, or the part before its dot, nothing else.
    expect((await as.owner.call('GET', '/audit?action=rare.thing')).body).toMatchObject({ total: 1 });
    for (const action of ['rar', 'rare.', 'rare.thin', 'rare%'])
      expect((await as.owner.call('GET', `/audit?action=${encodeURIComponent(action)}`)).body).toMatchObject({
        total: 0,
      });
  });
});
