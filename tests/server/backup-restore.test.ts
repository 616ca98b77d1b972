// Backups that restore (docs/backups.md). A store with players, deposits,
// bets, a declared and settled result, ledger and audit rows is backed up the documented way
// (the embedded store: the running server's backup, through the operator CLI; PostgreSQL:
// pg_dump and pg_restore into a new database), restored into a new store, and a server started
// on the copy: every table holds what the original held, every invariant of the books holds,
// and players log in and find their bets.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { LOCK_FILE } from '../../server/db/folder-lock.js';
import { openPglite } from '../../server/db/pglite-database.js';
import { openPostgres } from '../../server/db/pg-database.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { freshPostgresUrl, OPERATOR_TOKEN, PNG, startServer, type TestServer } from './server-harness.js';
import { startChild } from './server-processes.js';
import { serverEntry } from './server-entry.js';

const ROOT = join(import.meta.dirname, '../..');
const POSTGRES = process.env.DATABASE_URL;
const at = (hh: number, mm = 0) => marketMoment(2026, 10, 20, hh, mm);
/** The PostgreSQL client tools of the newest version installed (Debian's layout), if any. */
const PG_BIN = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
      .filter((version) => existsSync(join('/usr/lib/postgresql', version, 'bin', 'pg_restore')))
      .sort((a, b) => Number(a) - Number(b))
      .map((version) => join('/usr/lib/postgresql', version, 'bin'))
      .pop()
  : undefined;

let s: TestServer;
let work: string;
const players: { mobile: string; token: string; bids: number }[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'matka-backup-'));
  s = await startServer(at(10), POSTGRES ? {} : { pgliteFolder: join(work, 'store') });
  await s.operator('POST', '/markets', { market: 'KALYAN', open_time: '11:00', close_time: '12:00' });
  for (const mobile of ['9230000001', '9230000002', '9230000003'])
    players.push({ ...(await s.player(mobile, 1000)), bids: 0 });
  expect(
    (await s.operator('POST', '/bonus', { mobile: players[2]!.mobile, amount: 50, reason: 'Welcome' })).status,
  ).toBe(200);
  const slips: [number: string, amount: number, session: string][][] = [
    [
      ['1', 100, 'OPEN'],
      ['128', 50, 'OPEN'],
      ['42', 20, ''],
    ],
    [
      ['3', 100, 'OPEN'],
      ['7', 30, 'CLOSE'],
    ],
    [['1', 200, 'OPEN']],
  ];
  for (const [i, slip] of slips.entries()) {
    expect((await s.bet(players[i]!.token, 'KALYAN', slip)).body).toMatchObject({ success: true });
    players[i]!.bids = slip.length;
  }
  // The open draw: 128 (ank 1) wins the single 1 and the pana 128; the close and the jodi stay pending.
  s.clock.set(at(11, 5));
  const declared = await s.operator('POST', '/results', { market: 'KALYAN', session: 'open', pana: '128' });
  expect(declared).toMatchObject({ status: 200, body: { success: true } });
}, 60_000);

afterAll(async () => {
  await s?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Each table's rows in a fixed order, as text and hashed: two stores with the same figures hold the same data. */
async function everyTable(db: Database): Promise<Record<string, { rows: number; md5: string }>> {
  const tables = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const figures: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ rows: number; md5: string | null }>(
      `select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as md5 from "${name}" t`,
    );
    figures[name] = { rows: row!.rows, md5: row!.md5 ?? '' };
  }
  return figures;
}

/** The books' invariants, as counts of what breaks them (all 0), and counts of what there is. */
async function books(db: Database) {
  const count = async (sql: string) => Number((await db.query<{ n: number }>(sql))[0]!.n);
  return {
    walletsOffLedger: await count(
      `select count(*)::int as n from wallets w
       where w.balance + w.bonus <> coalesce((select sum(amount + bonus_amount) from ledger l where l.user_id = w.user_id), 0)`,
    ),
    chainBreaks: await count(
      `select count(*)::int as n from (
         select before_total, after_total, amount + bonus_amount as moved,
                lag(after_total) over (partition by user_id order by id) as previous
         from ledger) l
       where l.after_total <> l.before_total + l.moved or l.before_total <> coalesce(l.previous, 0)`,
    ),
    wonWithoutWinRow: await count(
      `select count(*)::int as n from bets b where b.status = 'WON'
       and not exists (select 1 from ledger l where l.kind = 'win' and l.bet_id = b.id)`,
    ),
    players: await count('select count(*)::int as n from users'),
    bets: await count('select count(*)::int as n from bets'),
    won: await count(`select count(*)::int as n from bets where status = 'WON'`),
    pending: await count(`select count(*)::int as n from bets where status = 'PENDING'`),
    results: await count('select count(*)::int as n from results'),
    audit: await count('select count(*)::int as n from audit'),
    ledger: await count('select count(*)::int as n from ledger'),
    deposits: await count('select count(*)::int as n from deposits'),
  };
}

/** The books of this test's store as built above: a store worth restoring, its invariants holding. */
const BUILT = {
  walletsOffLedger: 0,
  chainBreaks: 0,
  wonWithoutWinRow: 0,
  players: 3,
  bets: 6,
  won: 3,
  pending: 2,
  results: 1,
  deposits: 3,
};

/** The operator CLI (npm run operator -- …) as an operator runs it, beside the server. */
function operatorCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...serverEntry('operator'), ...args], {
    cwd: ROOT,
    env: { ...process.env, OPERATOR_URL: s.url, OPERATOR_TOKEN, ...env },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/** A tool of PostgreSQL's (pg_dump, pg_restore), run as the docs say. */
function pgTool(name: string, args: string[]) {
  const child = spawn(join(PG_BIN!, name), args, { stdio: 'pipe' });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

async function read<T>(open: () => Promise<Database>, what: (db: Database) => Promise<T>): Promise<T> {
  const db = await open();
  try {
    return await what(db);
  } finally {
    await db.close();
  }
}

/**
 * A real server process (server/main.ts) on the restored store, at the store's market time:
 * each player logs in with their password, finds every bid of theirs and their wallet, and a
 * new deposit is asked for and approved (new rows take new ids: the sequences came back too).
 */
async function serveFrom(env: Record<string, string>) {
  const port = 21_000 + Math.floor(Math.random() * 2000);
  const { child } = await startChild({ ...env, OPERATOR_TOKEN, DEMO: '', CLOCK_START: '2026-11-20T11:30:00' }, port);
  const url = `http://127.0.0.1:${port}`;
  const call = async (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  try {
    for (const player of players) {
      const login = await call('/api/login', { mobile: player.mobile, password: 'secret1' });
      expect(login.body).toMatchObject({ success: true });
      const session = login.body.api_token as string;
      const history = await call('/api/games2', { page: 1, session });
      expect((history.body.bids as unknown[]).length).toBe(player.bids);
      const home = await call('/api/home', { session });
      expect(home.body.wallet).toBe((await s.api('home', {}, player.token)).body.wallet);
    }
    const first = players[0]!;
    const session = (await call('/api/login', { mobile: first.mobile, password: 'secret1' })).body.api_token as string;
    const asked = await call('/api/create-payment-request', {
      amount: '250',
      transaction_id: 'UTRAFTERRESTORE1',
      note: '',
      image: PNG,
      deposit_mode: 'Manual Deposit',
      session,
    });
    expect(asked.body).toMatchObject({ success: true });
    const { rows: pending } = (await (
      await fetch(`${url}/operator/deposits?status=pending`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } })
    ).json()) as { rows: { id: number }[] };
    expect(pending).toHaveLength(1);
    const approved = await call(
      `/operator/deposits/${pending[0]!.id}/approve`,
      {},
      { authorization: `Bearer ${OPERATOR_TOKEN}` },
    );
    expect(approved.status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
  }
}

describe('the backup endpoint', () => {
  it('refuses without the operator token, and with a wrong one: nothing is sent', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-token' },
      { authorization: `Basic ${OPERATOR_TOKEN}` },
    ] as Record<string, string>[]) {
      const response = await fetch(`${s.url}/operator/backup`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/json/);
      expect(await response.json()).toEqual({ error: 'A valid operator token is required (Authorization: Bearer …).' });
    }
    const cli = await operatorCli(['backup', join(work, 'refused.tar.gz')], { OPERATOR_TOKEN: 'not-the-token' });
    expect(cli.code).toBe(1);
    expect(cli.output).toMatch(/A valid operator token is required/);
    expect(existsSync(join(work, 'refused.tar.gz'))).toBe(false);
    expect(existsSync(join(work, 'refused.tar.gz.partial'))).toBe(false);
  });
});

describe.skipIf(POSTGRES)('the embedded store (PGlite data folder): backup while the server runs, restore', () => {
  const file = () => join(work, 'matka-backup.tar.gz');
  /** The store as the backup took it (the test writes to it after). */
  let backedUp:
    { tables: Awaited<ReturnType<typeof everyTable>>; books: Awaited<ReturnType<typeof books>> } | undefined;
  const restored = () => join(work, 'restored');

  it('backs up through the running server (npm run operator -- backup FILE), audited, without the lock file', async () => {
    const auditBefore = (await books(s.db)).audit;
    const started = performance.now();
    const cli = await operatorCli(['backup', file()]);
    const seconds = (performance.now() - started) / 1000;
    expect(cli.output).toMatch(/^Backup written to .*matka-backup\.tar\.gz .*its checksum in .*\.sig; not signed/m);
    expect(cli.code).toBe(0);
    expect(JSON.parse(readFileSync(`${file()}.sig`, 'utf8'))).toMatchObject({ algorithm: 'sha256' });
    console.log(
      `PGlite backup: ${(statSync(file()).size / 1024).toFixed(0)} KB in ${seconds.toFixed(1)} s (CLI start included)`,
    );
    const [row] = await s.db.query<{ action: string; operator: string; target: string }>(
      'select action, operator, target from audit order by id desc limit 1',
    );
    expect(row).toEqual({ action: 'store.backup', operator: 'api-token', target: 'store' });
    expect((await books(s.db)).audit).toBe(auditBefore + 1);
    backedUp = { tables: await everyTable(s.db), books: await books(s.db) };
    // The server still holds its folder and serves.
    expect(readdirSync(join(work, 'store'))).toContain(LOCK_FILE);
    expect((await s.api('login', { mobile: players[0]!.mobile, password: 'secret1' })).body.success).toBe(true);
    // A second backup to the same file is refused: none is written over.
    const again = await operatorCli(['backup', file()]);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/exists: a backup never writes over a file/);
  }, 60_000);

  it('restores into a new folder (restore FILE --data-dir DIR): the same tables, the books hold, a server serves it', async () => {
    const { tables: original, books: originalBooks } = backedUp!;
    expect(originalBooks).toMatchObject(BUILT);
    const started = performance.now();
    const cli = await operatorCli(['restore', file(), '--data-dir', restored()], { OPERATOR_TOKEN: '' });
    const seconds = (performance.now() - started) / 1000;
    expect(cli.output).toMatch(
      /^Restored .* 3 players, 6 bets, 1 results, .* The books hold: every wallet equals its ledger/m,
    );
    expect(cli.code).toBe(0);
    console.log(`PGlite restore: ${seconds.toFixed(1)} s (CLI start included)`);
    expect(readdirSync(restored())).not.toContain(LOCK_FILE);
    const open = () => openPglite(restored());
    expect(await read(open, everyTable)).toEqual(original);
    expect(await read(open, books)).toEqual(originalBooks);

    await serveFrom({ DATA_DIR: restored(), DATABASE_URL: '' });
    const after = await read(open, books);
    expect(after).toMatchObject({ walletsOffLedger: 0, chainBreaks: 0, wonWithoutWinRow: 0 });
    expect(after.deposits).toBe(originalBooks.deposits + 1);
  }, 120_000);

  it('refuses a folder that is not empty, and the running server’s own: nothing in them changes', async () => {
    const busy = join(work, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'notes.txt'), 'keep me');
    const refused = await operatorCli(['restore', file(), '--data-dir', busy]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is not empty: a restore makes a new data folder and never writes over one/);
    expect(readdirSync(busy)).toEqual(['notes.txt']);

    const live = join(work, 'store');
    const before = readdirSync(live).sort();
    const held = await operatorCli(['restore', file(), '--data-dir', live]);
    expect(held.code).toBe(1);
    expect(held.output).toMatch(/holds a server's lock file \(matka-server\.lock\)/);
    expect(readdirSync(live).sort()).toEqual(before);
    expect((await s.api('login', { mobile: players[1]!.mobile, password: 'secret1' })).body.success).toBe(true);
  }, 60_000);

  it('check-store says when a copy’s books do not hold', async () => {
    const copy = join(work, 'tampered');
    expect((await operatorCli(['restore', file(), '--data-dir', copy])).code).toBe(0);
    await read(
      () => openPglite(copy),
      (db) => db.query('update wallets set balance = balance + 100 where user_id = (select min(user_id) from wallets)'),
    );
    const checked = await operatorCli(['check-store', '--data-dir', copy]);
    expect(checked.output).toMatch(/The books do NOT hold: 1 wallets differ from their ledger\./);
    expect(checked.code).toBe(1);
  }, 60_000);

  it('refuses a damaged backup, and leaves no folder behind', async () => {
    const whole = readFileSync(file());
    const cut = join(work, 'cut.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = join(work, 'from-cut');
    // Without its signature file it is refused as unchecked; with --unsigned, as damaged.
    const unchecked = await operatorCli(['restore', cut, '--data-dir', target]);
    expect(unchecked.code).toBe(1);
    expect(unchecked.output).toMatch(/has no signature \(.*cut\.tar\.gz\.sig\).*Restore it with --unsigned only if/);
    const refused = await operatorCli(['restore', cut, '--data-dir', target, '--unsigned']);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/cannot be unpacked .*: it is damaged or cut off/);
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it('signs a backup with BACKUP_KEY; a restore without that key, or with another, is refused', async () => {
    const signed = join(work, 'signed.tar.gz');
    const key = { BACKUP_KEY: 'a'.repeat(64) };
    const taken = await operatorCli(['backup', signed], key);
    expect(taken.output).toMatch(/signed with BACKUP_KEY in .*signed\.tar\.gz\.sig/);
    expect(JSON.parse(readFileSync(`${signed}.sig`, 'utf8'))).toMatchObject({ algorithm: 'hmac-sha256' });
    const target = join(work, 'from-signed');
    const withoutKey = await operatorCli(['restore', signed, '--data-dir', target]);
    expect(withoutKey.code).toBe(1);
    expect(withoutKey.output).toMatch(/is signed with a BACKUP_KEY: set the same BACKUP_KEY to restore it/);
    const otherKey = await operatorCli(['restore', signed, '--data-dir', target], { BACKUP_KEY: 'b'.repeat(64) });
    expect(otherKey.code).toBe(1);
    expect(otherKey.output).toMatch(/or signed with another key/);
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it('refuses a backup changed after it was taken, by its signature file, before writing anything', async () => {
    const changed = Buffer.from(readFileSync(file()));
    // One byte of the gzip's header (its modification time): the file still unpacks as it did.
    changed[4] = changed[4]! ^ 0xff;
    const copy = join(work, 'changed.tar.gz');
    writeFileSync(copy, changed);
    writeFileSync(`${copy}.sig`, readFileSync(`${file()}.sig`));
    const target = join(work, 'from-changed');
    const refused = await operatorCli(['restore', copy, '--data-dir', target]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/changed\.tar\.gz does not match its signature .*Nothing was written\./);
    expect(existsSync(target)).toBe(false);
  }, 60_000);
});

describe.runIf(POSTGRES)('PostgreSQL: pg_dump and pg_restore into a new database', () => {
  it('refuses the embedded store’s backup, and says to use pg_dump', async () => {
    const answer = await s.operator('GET', '/backup');
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(
      /PostgreSQL \(DATABASE_URL\): .*pg_dump --format=custom --no-owner --no-privileges/,
    );
  });

  it.skipIf(!PG_BIN)(
    `restores the dump into a new database: the same tables, the books hold, a server serves it${PG_BIN ? '' : ' (skipped: no pg_dump under /usr/lib/postgresql/*/bin)'}`,
    async () => {
      const [{ name }] = (await s.db.query<{ name: string }>('select current_database() as name')) as [
        { name: string },
      ];
      const source = new URL(POSTGRES!);
      source.pathname = `/${name}`;
      const file = join(work, 'matka.dump');
      let started = performance.now();
      const dumped = await pgTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${file}`,
        source.toString(),
      ]);
      expect(dumped.output).toBe('');
      expect(dumped.code).toBe(0);
      const dumpSeconds = (performance.now() - started) / 1000;
      const original = await everyTable(s.db);
      const originalBooks = await books(s.db);
      expect(originalBooks).toMatchObject(BUILT);

      const target = await freshPostgresUrl(POSTGRES!);
      started = performance.now();
      const restoredDb = await pgTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '-d',
        target,
        file,
      ]);
      expect(restoredDb.output).toBe('');
      expect(restoredDb.code).toBe(0);
      console.log(
        `PostgreSQL: pg_dump ${(statSync(file).size / 1024).toFixed(0)} KB in ${dumpSeconds.toFixed(1)} s, ` +
          `pg_restore ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const checked = await operatorCli(['check-store', '--database-url', target], { OPERATOR_TOKEN: '' });
      expect(checked.output).toMatch(/^3 players, 6 bets, 1 results, .* The books hold/m);
      expect(checked.code).toBe(0);
      const open = () => openPostgres(target, 2);
      expect(await read(open, everyTable)).toEqual(original);
      expect(await read(open, books)).toEqual(originalBooks);

      await serveFrom({ DATABASE_URL: target, DATA_DIR: '' });
      const after = await read(open, books);
      expect(after).toMatchObject({ walletsOffLedger: 0, chainBreaks: 0, wonWithoutWinRow: 0 });
      expect(after.deposits).toBe(originalBooks.deposits + 1);
    },
    120_000,
  );
});
