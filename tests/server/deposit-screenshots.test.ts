// Screenshots out of the hot path: stored apart from the deposit rows,
// re-encoded and capped on upload, kept for the owner's days after the decision, then deleted
// with an audit row; and migration 024 moving the screenshots a store already holds.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_SIDE } from '../../server/services/funds/screenshot-image.js';
import { sweepScreenshots } from '../../server/services/funds/screenshot-sweep.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { pendingDeposit, playerWithBank } from './console-fixtures.js';
import { freshDatabase, PNG, startServer, type TestServer } from './server-harness.js';
import type { Role } from '../../server/services/platform/actor.js';

const DAY_MS = 86_400_000;
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** Random pixels: the image no encoder can make small. */
async function noise(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.floor(Math.random() * 256);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let player: Awaited<ReturnType<typeof playerWithBank>>;
let utr = 70_000_000;

const stored = (id: number) =>
  s.db.query<{ type: string; bytes: Uint8Array }>('select type, bytes from deposit_screenshots where deposit_id = $1', [
    id,
  ]);
const send = (image: string) =>
  s.api(
    'create-payment-request',
    { amount: '500', transaction_id: `SHOT${++utr}`, note: '', image, deposit_mode: 'Manual Deposit' },
    player.token,
  );
const newest = async () => (await s.db.query<{ id: number }>('select max(id)::int as id from deposits'))[0]!.id;

beforeAll(async () => {
  s = await startServer();
  as = await operatorsOfEveryRole(s);
  player = await playerWithBank(s, '9240000001', 1000, 'Kiran');
});
afterAll(() => s?.close());

describe('a screenshot on upload', () => {
  it('is stored apart from the deposit, as WebP, upright, at most 2000 px and within the cap, without its metadata', async () => {
    // A tall phone screenshot, rotated by its EXIF orientation (6: turn 90° clockwise), with a camera's EXIF.
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3a7' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SecretPhoneMaker' } } })
      .toBuffer();
    expect(photo.toString('latin1')).toContain('SecretPhoneMaker');
    expect((await send(dataUrl('image/jpeg', photo))).body).toMatchObject({ success: true });
    const [shot] = await stored(await newest());
    expect(shot!.type).toBe('image/webp');
    const bytes = Buffer.from(shot!.bytes);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    // Upright: the 3000 × 1000 landscape turned is 1000 × 3000, then scaled to fit 2000.
    expect([meta.width, meta.height]).toEqual([Math.round((1000 * SCREENSHOT_MAX_SIDE) / 3000), SCREENSHOT_MAX_SIDE]);
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('SecretPhoneMaker');
    expect(bytes.length).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
    // The deposit row holds no image at all.
    const columns = await s.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'deposits'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('image');
  });

  it('fits the cap even when it is random pixels (2.4 MB of PNG)', async () => {
    const png = await noise(900, 900);
    expect(png.length).toBeGreaterThan(2_000_000);
    expect((await send(dataUrl('image/png', png))).body).toMatchObject({ success: true });
    const [shot] = await stored(await newest());
    expect(shot!.bytes.length).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
  });

  it('refuses a UTR already sent before it looks at the image', async () => {
    expect((await send(PNG)).body).toMatchObject({ success: true });
    const again = await s.api(
      'create-payment-request',
      {
        amount: '500',
        transaction_id: ` shot${utr} `,
        note: '',
        image: dataUrl('image/png', Buffer.from('not an image')),
        deposit_mode: 'Manual Deposit',
      },
      player.token,
    );
    expect(again.body).toMatchObject({ success: false, message: expect.stringMatching(/UTR/) });
  });

  it('refuses what is not an image, and one that would unpack into 100 million pixels: no deposit, no screenshot', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const before = await s.db.query('select count(*)::int as n from deposits');
    for (const image of [
      dataUrl('image/png', Buffer.from('this is not a picture of a payment')),
      dataUrl('image/png', Buffer.from(PNG.split(',')[1]!, 'base64').subarray(0, 30)),
      dataUrl('image/png', bomb),
    ]) {
      const refused = await send(image);
      expect(refused.body).toMatchObject({ success: false, message: 'Please select a valid image file' });
    }
    expect(await s.db.query('select count(*)::int as n from deposits')).toEqual(before);
  });
});

describe('kept for the owner’s days after the decision, then deleted with an audit row', () => {
  let decided: number;
  let pending: number;

  beforeAll(async () => {
    decided = await pendingDeposit(s, player.token, '300', `KEEP${++utr}`);
    pending = await pendingDeposit(s, player.token, '400', `KEEP${++utr}`);
    expect((await as.cashier.call('POST', `/deposits/${decided}/approve`, {})).status).toBe(200);
  });

  it('the keeping time is an owner’s setting, 90 days unless set, whole days from 1 to 3650', async () => {
    const settings = await as.owner.call('GET', '/settings');
    expect((settings.body as { config: Record<string, string> }).config.screenshot_keep_days).toBe('90');
    for (const value of ['0', '3651', '30.5', 'ninety']) {
      const refused = await as.owner.call('POST', '/settings/config', { screenshot_keep_days: value });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('Keep payment screenshots for must be a whole number of days');
    }
    // Players never see it.
    const config = await s.legacy('get-config', {});
    expect(JSON.stringify(config.body)).not.toContain('screenshot_keep_days');
  });

  it('keeps it through the 90th day, deletes it after, once, and says so on the desk', async () => {
    const start = s.clock.now();
    s.clock.set(new Date(start.getTime() + 89 * DAY_MS));
    expect(await sweepScreenshots(s.db, s.clock, s.services.settings)).toBe(0);
    expect(await stored(decided)).toHaveLength(1);

    s.clock.set(new Date(start.getTime() + 91 * DAY_MS));
    // Two sweeps at once (two processes on PostgreSQL): each screenshot deleted and audited once.
    const [a, b] = await Promise.all([
      sweepScreenshots(s.db, s.clock, s.services.settings),
      sweepScreenshots(s.db, s.clock, s.services.settings),
    ]);
    // Every decided deposit of the test is due: this one, and the one that funded the player.
    const [{ due }] = (await s.db.query(`select count(*)::int as due from deposits where status <> 'Pending'`)) as [
      { due: number },
    ];
    expect(a + b).toBe(due);
    expect(await stored(decided)).toEqual([]);
    // The pending deposit keeps its screenshot whatever its age.
    expect(await stored(pending)).toHaveLength(1);
    expect(await sweepScreenshots(s.db, s.clock, s.services.settings)).toBe(0);

    const audits = await s.db.query<{
      operator: string;
      after: { deposits: number[]; screenshots: number; keepDays: number };
    }>(`select operator, after from audit where action = 'deposit.screenshots_deleted'`);
    const deleted = audits.flatMap((row) => row.after.deposits);
    expect(deleted).toContain(decided);
    expect(deleted).not.toContain(pending);
    expect(new Set(deleted).size).toBe(deleted.length);
    // One audit row per batch (two sweeps at once on PostgreSQL may each take some), by the system.
    expect(audits.reduce((sum, row) => sum + row.after.screenshots, 0)).toBe(due);
    expect(audits.every((row) => row.operator === 'system' && row.after.keepDays === 90)).toBe(true);

    for (const role of ['owner', 'cashier'] as const)
      as[role] = await operatorsOfEveryRole(s, `${role}91`).then((x) => x[role]);
    const image = await as.cashier.call('GET', `/deposits/${decided}/image`);
    expect(image.status).toBe(404);
    expect(JSON.stringify(image.body)).toMatch(new RegExp(`screenshot of deposit #${decided} was deleted on `));
    const desk = await as.cashier.call('GET', '/deposits?status=completed');
    const row = (desk.body as { rows: { id: string; screenshotDeletedAt: string | null }[] }).rows.find(
      (r) => Number(r.id) === decided,
    );
    expect(row!.screenshotDeletedAt).toEqual(expect.any(String));
    expect((await as.cashier.call('GET', `/deposits/${pending}/image`)).status).toBe(200);
  });
});

describe('migration 024 on a store whose deposits hold their screenshots', () => {
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase();
    await migrate(db, { before: '024' });
  });
  afterAll(() => db.close());

  it('moves each readable screenshot into its own table, byte for byte, and drops the column', async () => {
    await db.query(`insert into users (mobile, name, password_hash) values ('9000000001', 'Old', 'x')`);
    const jpeg = Buffer.from('ffd8ffe000104a46494600', 'hex');
    await db.query(
      `insert into deposits (user_id, amount, utr, image, created_at) values
        (1, 50000, 'OLDUTR0001', $1, '2026-05-01T10:00:00Z'),
        (1, 50000, 'OLDUTR0002', $2, '2026-05-02T10:00:00Z'),
        (1, 50000, 'OLDUTR0003', '', '2026-05-03T10:00:00Z'),
        (1, 50000, 'OLDUTR0004', 'data:image/png;base64,AAAAAA', '2026-05-04T10:00:00Z'),
        (1, 50000, 'OLDUTR0005', 'data:image/png;base64,AAAAA', '2026-05-05T10:00:00Z')`,
      [PNG, dataUrl('image/jpg', jpeg)],
    );
    expect(await migrate(db)).toContain('024-deposit-screenshots-apart.sql');
    const rows = await db.query<{ deposit_id: number; type: string; bytes: Uint8Array; stored_at: Date }>(
      'select deposit_id::int as deposit_id, type, bytes, stored_at from deposit_screenshots order by deposit_id',
    );
    expect(rows.map((r) => [r.deposit_id, r.type, Buffer.from(r.bytes).toString('base64')])).toEqual([
      [1, 'image/png', PNG.split(',')[1]],
      [2, 'image/jpeg', jpeg.toString('base64')],
      // Unpadded base64 (the previous check let it through) is padded, as the old desk read it;
      // five characters are no base64 at all and stay behind instead of stopping the migration.
      [4, 'image/png', 'AAAAAA=='],
    ]);
    expect(new Date(rows[0]!.stored_at).toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(await db.query('select count(*)::int as n from deposits')).toEqual([{ n: 5 }]);
    // An upgraded store keeps every screenshot until its owner chooses a keeping time.
    expect(await db.query(`select value from config where key = 'screenshot_keep_days'`)).toEqual([{ value: '3650' }]);
  });
});
