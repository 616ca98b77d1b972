// Content from the console over real HTTP: the rules and videos pages, home's banners and the
// notifications sent; each write audited with before and after; hostile input refused with
// nothing written; and which roles may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { fingerprint, lastAudit, playerWithBank } from './console-fixtures.js';
import { PNG, startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
let player: { token: string; mobile: string };
beforeAll(async () => {
  s = await startServer();
  as = await operatorsOfEveryRole(s);
  player = await playerWithBank(s, '9600000001', 0);
});
afterAll(() => s.close());

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A file that starts as a PNG does and is `size` bytes long. */
const pngOf = (size: number) => dataUrl('image/png', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - 8, 7)]));
const homeBanners = async () =>
  ((await s.api('home', {}, player.token)).body.images as { image: string; refer: string }[]).map((b) => b.refer);

describe('the rules and videos pages', () => {
  it('stores the HTML as typed (the player app sanitises it when it shows it) and audits before and after', async () => {
    const hostile = '<h2>Rules</h2><script>alert(1)</script><p onclick="steal()">Play fair</p>';
    const saved = await as.support.call('POST', '/content/game_rules', { html: hostile });
    expect(saved.body).toEqual({ key: 'game_rules', html: hostile });
    expect(await lastAudit(s.db)).toMatchObject({
      operator: 'support',
      action: 'content.set',
      target: 'content:game_rules',
      before: null,
      after: { html: hostile },
    });
    await as.owner.call('POST', '/content/game_rules', { html: '<p>New rules</p>' });
    expect(await lastAudit(s.db)).toMatchObject({ before: { html: hostile }, after: { html: '<p>New rules</p>' } });
    expect((await as.owner.call('GET', '/content')).body).toEqual({ game_rules: '<p>New rules</p>', videos: '' });
    const shown = await s.api('withdraw-details-get', { onlyContent: 'game_rules' }, player.token);
    expect(shown.body).toMatchObject({ content: '<p>New rules</p>' });
  });

  it('refuses an unknown page, a page that is not text, and one too long, writing nothing', async () => {
    const before = await fingerprint(s.db);
    expect((await as.owner.call('POST', '/content/terms', { html: '<p>x</p>' })).status).toBe(404);
    expect((await as.owner.call('POST', '/content/videos', { html: 5 })).body).toEqual({
      error: 'html must be text (it may be empty).',
    });
    expect((await as.owner.call('POST', '/content/videos', { html: 'x'.repeat(100_001) })).body).toEqual({
      error: 'The page is too long (at most 100000 characters).',
    });
    expect(await fingerprint(s.db)).toEqual(before);
  });
});

describe('home banners', () => {
  it('adds, orders and removes banners, as the player’s home shows them, each audited', async () => {
    const first = await as.owner.call('POST', '/banners', { image: PNG, link: 'https://example.com/a' });
    expect(first.status).toBe(200);
    const added = (first.body.rows as { id: number; image: string; link: string; position: number }[])[0]!;
    expect(added).toMatchObject({ image: PNG, link: 'https://example.com/a', position: 1 });
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'banner.add',
      target: `banner:${added.id}`,
      before: null,
      after: { id: added.id, link: 'https://example.com/a', type: 'image/png', chars: PNG.length },
    });
    await as.support.call('POST', '/banners', { image: PNG, link: '' });
    const third = await as.support.call('POST', '/banners', { image: PNG, link: 'https://example.com/c' });
    const ids = (third.body.rows as { id: number }[]).map((row) => row.id);
    expect(await homeBanners()).toEqual(['https://example.com/a', '', 'https://example.com/c']);

    const moved = await as.owner.call('POST', `/banners/${ids[2]}/move`, { direction: 'up' });
    expect((moved.body.rows as { id: number }[]).map((row) => row.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'banner.move',
      before: { order: ids },
      after: { order: [ids[0], ids[2], ids[1]] },
    });
    await as.owner.call('POST', `/banners/${ids[0]}/move`, { direction: 'down' });
    expect(await homeBanners()).toEqual(['https://example.com/c', 'https://example.com/a', '']);
    expect((await as.owner.call('POST', `/banners/${ids[1]}/move`, { direction: 'down' })).body).toEqual({
      error: `Banner #${ids[1]} is already last.`,
    });

    await as.owner.call('POST', `/banners/${ids[0]}/remove`);
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'banner.remove',
      before: { id: ids[0], link: 'https://example.com/a' },
      after: null,
    });
    expect(await homeBanners()).toEqual(['https://example.com/c', '']);
    expect((await as.owner.call('POST', `/banners/${ids[0]}/remove`)).status).toBe(404);
    for (const id of ids.slice(1)) await as.owner.call('POST', `/banners/${id}/remove`);
  });

  it.each([
    ['an SVG (it can carry script)', dataUrl('image/svg+xml', Buffer.from('<svg onload="x()"/>')), ''],
    ['a text file', dataUrl('text/plain', Buffer.from('hello')), ''],
    ['a text file named as a PNG', dataUrl('image/png', Buffer.from('<script>x()</script>')), ''],
    ['no data URL at all', 'https://example.com/banner.png', ''],
    ['an empty file', 'data:image/png;base64,', ''],
    ['an image over 1 MB', pngOf(1024 * 1024 + 1), ''],
    ['a link that is not a web address', PNG, 'javascript:alert(1)'],
  ])('refuses %s with a clear message and writes nothing', async (_, image, link) => {
    const before = await fingerprint(s.db);
    const refused = await as.owner.call('POST', '/banners', { image, link });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(
      /^(A banner must be a PNG, JPEG, WebP or GIF image\.|The file is not a PNG image \(its contents say otherwise\)\.|The banner must be sent as an image \(a base64 data: URL\)\.|The image file is empty\.|The image is 1\.1 MB; a banner may be at most 1 MB\.|The link must be a web address starting with https:\/\/ or http:\/\/\.)$/,
    );
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('says how large an image is, and refuses one far over the limit before reading it', async () => {
    expect((await as.owner.call('POST', '/banners', { image: pngOf(1_400_000), link: '' })).body).toEqual({
      error: 'The image is 1.4 MB; a banner may be at most 1 MB.',
    });
    const huge = await as.owner.call('POST', '/banners', { image: pngOf(3_000_000), link: '' });
    expect([huge.status, huge.body]).toEqual([
      413,
      { error: 'The image is far too large: a banner may be at most 1 MB.' },
    ]);
    expect(await homeBanners()).toEqual([]);
  });

  it('keeps a JPEG, WebP or GIF banner whose bytes say so', async () => {
    const jpeg = dataUrl('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]));
    const gif = dataUrl('image/gif', Buffer.from('GIF89a\u0001\u0000', 'latin1'));
    const webp = dataUrl('image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]));
    for (const image of [jpeg, gif, webp])
      expect((await as.support.call('POST', '/banners', { image, link: '' })).status).toBe(200);
    const rows = (await as.support.call('GET', '/banners')).body.rows as { id: number; image: string }[];
    expect(rows.map((row) => row.image)).toEqual([jpeg, gif, webp]);
    for (const row of rows) await as.owner.call('POST', `/banners/${row.id}/remove`);
  });
});

describe('notifications sent', () => {
  it('lists what was sent, newest first, with whom it went to', async () => {
    await as.support.call('POST', '/notifications', { title: 'All', notification: 'Markets open at 9' });
    await as.support.call('POST', '/notifications', {
      title: 'Yours',
      notification: '<b>not markup</b>',
      mobile: player.mobile,
    });
    const list = await as.owner.call('GET', '/notifications');
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(list.body.rows).toEqual([
      {
        id: expect.any(Number),
        sentAt: '2026-11-20 10:00:00',
        title: 'Yours',
        notification: '<b>not markup</b>',
        to: player.mobile,
      },
      {
        id: expect.any(Number),
        sentAt: '2026-11-20 10:00:00',
        title: 'All',
        notification: 'Markets open at 9',
        to: null,
      },
    ]);
  });
});

describe('the audience of a notification to everyone', () => {
  it('counts every player whose account is not blocked, as a new sign-up and a block change it', async () => {
    const count = async () => (await as.support.call('GET', '/notifications/audience')).body;
    const n = (await s.db.query<{ n: number }>('select count(*)::int as n from users'))[0]!.n;
    expect(await count()).toEqual({ players: n });
    const newcomer = await s.player('9600000002');
    expect(await count()).toEqual({ players: n + 1 });
    await s.db.query(`update users set blocked_at = now(), blocked_reason = 'test' where mobile = $1`, [
      newcomer.mobile,
    ]);
    expect(await count()).toEqual({ players: n });
  });
});

describe('roles', () => {
  it('lets owners and support in; refuses cashier and results with 403 and writes nothing', async () => {
    const before = await fingerprint(s.db);
    for (const role of ['cashier', 'results'] as const) {
      for (const [method, path, body] of [
        ['GET', '/content', undefined],
        ['POST', '/content/game_rules', { html: '<p>x</p>' }],
        ['GET', '/banners', undefined],
        ['POST', '/banners', { image: PNG, link: '' }],
        ['POST', '/banners/1/move', { direction: 'up' }],
        ['POST', '/banners/1/remove', undefined],
        ['GET', '/notifications', undefined],
        ['GET', '/notifications/audience', undefined],
        ['POST', '/notifications', { title: 'x', notification: 'y' }],
      ] as const) {
        const refused = await as[role].call(method, path, body);
        expect([path, refused.status, refused.body]).toEqual([
          path,
          403,
          { error: `The ${role} role may not do this.` },
        ]);
      }
    }
    expect(await fingerprint(s.db)).toEqual(before);
    for (const role of ['owner', 'support'] as const) {
      expect((await as[role].call('GET', '/content')).status).toBe(200);
      expect((await as[role].call('GET', '/banners')).status).toBe(200);
      expect((await as[role].call('GET', '/notifications')).status).toBe(200);
    }
  });
});
