// Loosening two-person control waits a day, over real HTTP and a real database: raising the
// payout threshold or a cashier's ceiling, or switching results control off, is scheduled and
// shown to every owner; tightening holds at once and cancels what waited; setting the value in
// effect again cancels it; at its time the schedule applies it once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/services/platform/actor.js';
import { marketMoment } from '../../server/services/platform/clock.js';
import { operatorsOfEveryRole, type ConsoleClient } from './console-client.js';
import { applyLooseningsAt, lastAudit } from './console-fixtures.js';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
let as: Record<Role, ConsoleClient>;
const at = (day: number, hh: number, mm = 0) => marketMoment(2026, 10, day, hh, mm);
const settings = async () =>
  (await as.owner.call('GET', '/settings')).body as {
    config: Record<string, string>;
    scheduled: { key: string; value: string; effectiveAt: string }[];
  };
const setConfig = (values: Record<string, string>) => as.owner.call('POST', '/settings/config', values);

beforeAll(async () => {
  s = await startServer(at(20, 10));
  as = await operatorsOfEveryRole(s);
}, 60_000);
afterAll(() => s.close());

describe('loosening two-person control', () => {
  it('holds a tightening at once, and schedules a loosening for a day later', async () => {
    expect((await setConfig({ two_person_payout_threshold: '1000' })).status).toBe(200);
    expect((await settings()).config.two_person_payout_threshold).toBe('1000');
    const raised = await setConfig({ two_person_payout_threshold: '50000', min_bet: '20' });
    expect(raised.status).toBe(200);
    // The other key of the same call holds at once.
    expect((await settings()).config).toMatchObject({ two_person_payout_threshold: '1000', min_bet: '20' });
    expect((await settings()).scheduled).toEqual([
      expect.objectContaining({ key: 'two_person_payout_threshold', value: '50000', effectiveAt: '2026-11-21 10:00' }),
    ]);
  });

  it('cancels what waits when the value in effect is set again, or a tighter one', async () => {
    expect((await setConfig({ two_person_payout_threshold: '1000' })).status).toBe(200);
    expect((await settings()).scheduled).toEqual([]);
    await setConfig({ two_person_payout_threshold: '0' });
    expect((await settings()).scheduled).toEqual([
      expect.objectContaining({ key: 'two_person_payout_threshold', value: '0' }),
    ]);
    await setConfig({ two_person_payout_threshold: '500' });
    expect((await settings()).scheduled).toEqual([]);
    expect((await settings()).config.two_person_payout_threshold).toBe('500');
  });

  it('applies a loosening at its time, once', async () => {
    await setConfig({ two_person_payout_threshold: '2000' });
    expect(await applyLooseningsAt(s, at(21, 9, 59))).toBe(0);
    expect(await applyLooseningsAt(s, at(21, 10))).toBe(1);
    expect(await applyLooseningsAt(s, at(21, 10, 1))).toBe(0);
    expect((await settings()).config.two_person_payout_threshold).toBe('2000');
    expect(await lastAudit(s.db)).toMatchObject({
      action: 'config.loosen-applied',
      before: { two_person_payout_threshold: '500' },
      after: { two_person_payout_threshold: '2000', askedBy: 'owner' },
    });
  });
});
