// Before a transfer, the sender sees whom it would pay: transfer-recipient answers a masked name
// and moves nothing. It is refused as the transfer is (oneself; the sender's exclusion or block;
// no player, or a blocked one, answered alike), only for a signed-in player, and each look-up
// counts against the player's hourly quota before the mobile is read, known or not: it tells no
// more than a transfer already does. Over real HTTP, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketMoment } from '../../server/services/platform/clock.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
const start = marketMoment(2026, 10, 20, 11, 0);
beforeAll(async () => {
  s = await startServer(start, { limits: { recipientLookupsPerHour: 5 } });
});
afterAll(() => s.close());

let nextMobile = 9_172_000_000;
const player = (name = 'Ravi Kumar', rupees = 0) => s.player(String(nextMobile++), rupees, name);
const lookUp = (token: string, user: unknown) => s.api('transfer-recipient', { user }, token);
/** The transfer itself, as the legacy app sends it. */
const transfer = (sender: { token: string; mobile: string }, user: string, rupees: string) =>
  s.legacy('transfer', { session: sender.token, mobile: sender.mobile, user, amount: rupees });
const block = (mobile: string) =>
  s.db.query(`update users set blocked_at = $2, blocked_reason = 'Checks' where mobile = $1`, [mobile, start]);

describe('transfer-recipient', () => {
  it('answers the masked name and moves nothing; the transfer after it moves the money', async () => {
    const sender = await player('Asha Devi', 500);
    const friend = await player('Ravi Kumar');
    const before = [await s.money(sender.mobile), await s.money(friend.mobile), await s.ledgerRows()];
    const answer = await lookUp(sender.token, friend.mobile);
    expect(answer).toMatchObject({ status: 200, body: { success: true, name: 'Ra*** Ku***' } });
    expect(JSON.stringify(answer.body)).not.toContain('Ravi');
    expect([await s.money(sender.mobile), await s.money(friend.mobile), await s.ledgerRows()]).toEqual(before);
    const sent = await transfer(sender, friend.mobile, '100');
    expect(sent.body).toMatchObject({ success: '1', message_key: 'transferSent' });
  });

  it('refuses oneself, an unknown and a blocked mobile as the transfer does, the last two alike', async () => {
    const sender = await player('Asha Devi', 500);
    const blocked = await player('Kiran Rao');
    await block(blocked.mobile);
    expect((await lookUp(sender.token, sender.mobile)).body).toMatchObject({
      success: false,
      message_key: 'cannotTransferToSelf',
    });
    const unknown = await lookUp(sender.token, '9172999999');
    expect(unknown.body).toMatchObject({ success: false, message_key: 'noPlayerForMobile' });
    expect(await lookUp(sender.token, blocked.mobile)).toEqual(unknown);
    // The transfer itself pays no blocked player either, in the same words, and moves nothing.
    const before = await s.money(blocked.mobile);
    const refused = await transfer(sender, blocked.mobile, '10');
    expect(refused.body).toMatchObject({ success: '0', message_key: 'noPlayerForMobile' });
    expect(await s.money(blocked.mobile)).toEqual(before);
  });

  it.each([undefined, null, '', '12345', '98765432101', 'abcdefghij', '+919876543', 91720000, ['9172000001']])(
    'refuses the mobile %j with a clear message',
    async (user) => {
      const sender = await player();
      const answer = await lookUp(sender.token, user);
      expect(answer.body).toMatchObject({ success: false, message_key: expect.any(String) });
      expect(answer.body.message).toMatch(/mobile/i);
      expect(answer.body).not.toHaveProperty('name');
    },
  );

  it('is for signed-in players only, by POST', async () => {
    const friend = await player();
    const signedOut = await s.api('transfer-recipient', { user: friend.mobile });
    expect(signedOut.body).not.toHaveProperty('name');
    expect(signedOut.body).toMatchObject({ success: false });
    const sender = await player();
    const get = await fetch(`${s.url}/api/transfer-recipient?session=${sender.token}&user=${friend.mobile}`);
    expect(get.status).toBe(404);
  });

  it('refuses a sender who is self-excluded or blocked, before reading the mobile', async () => {
    const friend = await player();
    const excluded = await player();
    expect((await s.api('self-exclusion', { period: '6m' }, excluded.token)).body.success).toBe(true);
    expect((await lookUp(excluded.token, friend.mobile)).body).toMatchObject({
      success: false,
      message_key: 'selfExcludedUntil',
    });
    const blocked = await player();
    await block(blocked.mobile);
    const answer = await lookUp(blocked.token, friend.mobile);
    expect(answer.body).toMatchObject({ success: false });
    expect(answer.body).not.toHaveProperty('name');
  });

  it('counts known and unknown mobiles alike against the hourly quota, then answers 429 until the hour ends', async () => {
    const sender = await player();
    const friend = await player('Meena');
    for (const user of [friend.mobile, '9172999998', friend.mobile, '9172999997', '9172999996']) {
      const answer = await lookUp(sender.token, user);
      expect(answer.status).toBe(200);
    }
    for (const user of [friend.mobile, '9172999995']) {
      const answer = await lookUp(sender.token, user);
      expect(answer.status).toBe(429);
      expect(answer.body).toMatchObject({ success: false });
      expect(answer.body).not.toHaveProperty('name');
    }
    // Another player has a quota of their own.
    const other = await player();
    expect((await lookUp(other.token, friend.mobile)).body).toMatchObject({ success: true, name: 'Me***' });
    s.clock.set(new Date(start.getTime() + 60 * 60_000));
    expect((await lookUp(sender.token, friend.mobile)).body).toMatchObject({ success: true, name: 'Me***' });
    s.clock.set(start);
  });
});
