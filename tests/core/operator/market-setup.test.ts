// The console's market setup and settings use cases over the in-memory console: input is
// checked before anything is sent, the role's limits hold, and only changed settings go out.
import { describe, expect, it } from 'vitest';
import { englishOperatorText, MarketSetupDesk, sectionsFor, SettingsDesk } from '../../../core/index.js';
import { consoleHarness } from './console-harness.js';

const messageOf = (outcome: { ok: boolean; failure?: { message: Parameters<typeof englishOperatorText>[0] } }) =>
  outcome.ok ? 'ok' : englishOperatorText(outcome.failure!.message);

describe('market setup', () => {
  it('checks a new market before sending it, and sends it in the server’s spelling', async () => {
    const { server, policy } = consoleHarness('owner');
    const desk = new MarketSetupDesk(server.setup, policy);
    type Draft = Parameters<MarketSetupDesk['saveMarket']>[0];
    const draft = (name: string, kind: Draft['kind'], openTime: string, closeTime: string): Draft => ({
      name,
      kind,
      openTime,
      closeTime,
    });
    const nameRule = 'Market name must be 2 to 40 letters, digits, spaces or . _ -, starting with a letter or digit.';
    const nightRule =
      'A close before the open is after midnight (a night market), and a night market closes by 06:00: check that the open and the close are not the wrong way round.';
    const cases: [Draft, string, string][] = [
      [draft('x', 'main', '10:00', '11:00'), 'name', nameRule],
      [draft('<b>', 'main', '10:00', '11:00'), 'name', nameRule],
      [draft('Milan', 'main', '25:00', '11:00'), 'openTime', 'Open time must be a 24-hour time like 15:45.'],
      [draft('Milan', 'main', '12:00', '11:00'), 'closeTime', nightRule],
      [draft('Milan', 'main', '12:00', '12:00'), 'openTime', 'The open time and the close time must differ.'],
      [draft('Gali', 'jackpot', '', '9:5'), 'closeTime', 'Result time must be a 24-hour time like 15:45.'],
    ];
    for (const [market, field, message] of cases) {
      const outcome = await desk.saveMarket(market);
      expect(outcome).toMatchObject({ ok: false, failure: { kind: 'invalid', field } });
      expect(messageOf(outcome)).toBe(message);
    }
    expect(server.callsOf('saveMarket')).toEqual([]);
    expect(await desk.saveMarket({ name: ' milan day ', kind: 'main', openTime: '11:00', closeTime: '13:00' })).toEqual(
      {
        ok: true,
        value: undefined,
      },
    );
    // A jackpot market sends no open time: its kind has none.
    await desk.saveMarket({ name: 'gali', kind: 'jackpot', openTime: 'ignored', closeTime: '18:00' });
    expect(server.callsOf('saveMarket')).toEqual([
      { market: 'MILAN DAY', kind: 'main', open_time: '11:00', close_time: '13:00' },
      { market: 'GALI', kind: 'jackpot', close_time: '18:00' },
    ]);
  });

  it('checks holidays, slots and off-days', async () => {
    const { server, policy } = consoleHarness('owner');
    const desk = new MarketSetupDesk(server.setup, policy);
    expect(await desk.addHoliday('KALYAN', '2026-02-30', 'Diwali')).toMatchObject({ failure: { field: 'day' } });
    expect(await desk.addHoliday('KALYAN', '2026-11-21', '   ')).toMatchObject({ failure: { field: 'reason' } });
    expect(await desk.addHoliday('KALYAN', '2026-11-21', 'x'.repeat(121))).toMatchObject({
      failure: { field: 'reason' },
    });
    expect(await desk.addSlots('STARLINE', '10:00, 25:00')).toMatchObject({ failure: { field: 'timings' } });
    expect(await desk.addSlots('STARLINE', ' , ')).toMatchObject({ failure: { field: 'timings' } });
    expect(server.callsOf('addHoliday')).toEqual([]);
    expect(server.callsOf('addSlots')).toEqual([]);

    expect((await desk.addHoliday('KALYAN', ' 2026-11-20 ', ' Diwali ')).ok).toBe(true);
    expect(server.callsOf('addHoliday')).toEqual([{ market: 'KALYAN', day: '2026-11-20', reason: 'Diwali' }]);
    expect((await desk.addSlots('STARLINE', '13:00 10:00,13:00')).ok).toBe(true);
    expect(server.callsOf('addSlots')).toEqual([{ market: 'STARLINE', timings: ['10:00', '13:00'] }]);
    expect((await desk.setOffDays('KALYAN', [6, 0, 6, 9])).ok).toBe(true);
    expect(server.callsOf('setOffDays')).toEqual([{ market: 'KALYAN', weekdays: [0, 6] }]);

    const listed = await desk.list();
    expect(listed.ok && listed.value.markets.find((m) => m.name === 'KALYAN')).toMatchObject({
      closedToday: 'Diwali',
      offDays: [0, 6],
    });
  });

  it('checks a limit: rupees or empty, a stake only with a payout and no larger than it', async () => {
    const { server, policy } = consoleHarness('owner');
    const desk = new MarketSetupDesk(server.setup, policy);
    const limit = (maxPayout: string, maxStake = '') => desk.setLimit('KALYAN', { timing: '', maxPayout, maxStake });
    expect(messageOf(await limit('-5'))).toBe(
      'Maximum payout per number must be a positive number of rupees, like 50000, or left empty.',
    );
    expect(await limit('lots')).toMatchObject({ failure: { field: 'maxPayout' } });
    expect(await limit('100', '0')).toMatchObject({ failure: { field: 'maxStake' } });
    expect(messageOf(await limit('', '50'))).toBe('Set a maximum payout per number to set a maximum stake per bid.');
    expect(messageOf(await limit('100', '200'))).toBe(
      'The maximum stake per bid cannot be more than the maximum payout per number.',
    );
    expect(server.callsOf('setLimit')).toEqual([]);
    expect((await limit(' 25000 ', '500')).ok).toBe(true);
    expect((await limit('')).ok).toBe(true);
    expect(server.callsOf('setLimit')).toEqual([
      { market: 'KALYAN', timing: '', maxPayout: '25000', maxStake: '500' },
      { market: 'KALYAN', timing: '', maxPayout: '', maxStake: '' },
    ]);
  });

  it('lets a results operator list markets and set limits, and nothing else; the server says so', async () => {
    const { server, policy } = consoleHarness('owner');
    server.signedIn = { ...server.signedIn!, username: 'ravi', role: 'results' };
    const desk = new MarketSetupDesk(server.setup, policy);
    expect((await desk.list()).ok).toBe(true);
    expect((await desk.setLimit('STARLINE', { timing: '11:00', maxPayout: '950', maxStake: '' })).ok).toBe(true);
    expect(await desk.setOffDays('KALYAN', [1])).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 403 },
    });
    expect(sectionsFor('results')).toEqual(['today', 'markets', 'account']);
    expect(sectionsFor('cashier')).not.toContain('markets');
    expect(sectionsFor('support')).not.toContain('settings');
    expect(sectionsFor('owner')).toEqual(expect.arrayContaining(['markets', 'settings']));
  });
});

describe('settings', () => {
  it('sends only the changed values, trimmed, after checking each by the server’s rules', async () => {
    const { server, policy } = consoleHarness('owner');
    const desk = new SettingsDesk(server.setup, policy);
    const loaded = await desk.load();
    if (!loaded.ok) throw new Error('settings did not load');
    const { config } = loaded.value;
    expect(messageOf(await desk.saveConfig(config, { ...config }))).toBe('Nothing was changed.');
    const bad: [string, string, string][] = [
      ['min_bet', '0', 'Minimum bet must be a whole number of rupees from 1, like 500.'],
      ['min_deposit', '99.5', 'Minimum deposit must be a whole number of rupees from 1, like 500.'],
      ['whatsapp', '98765', 'WhatsApp number must be a 10-digit number, or empty.'],
      ['starline_enable', 'yes', 'Starline must be 1 (on) or 0 (off).'],
      ['bonus_wagering_multiple', '101', 'Bonus wagering multiple must be a number from 0 to 100, like 1 or 2.5.'],
      ['homescreen_text', 'x'.repeat(501), 'Home-screen text is too long (at most 500 characters).'],
    ];
    for (const [key, value, message] of bad) {
      const outcome = await desk.saveConfig(config, { ...config, [key]: value });
      expect(outcome).toMatchObject({ ok: false, failure: { kind: 'invalid', field: key } });
      expect(messageOf(outcome)).toBe(message);
    }
    expect(server.callsOf('setConfig')).toEqual([]);
    expect((await desk.saveConfig(config, { ...config, min_bet: ' 20 ', call_number: '9876543210' })).ok).toBe(true);
    expect(server.callsOf('setConfig')).toEqual([{ min_bet: '20', call_number: '9876543210' }]);
  });

  it('checks rates, and sends the changed ones', async () => {
    const { server, policy } = consoleHarness('owner');
    const desk = new SettingsDesk(server.setup, policy);
    const rates = { single: '9.5', jodi: '95' };
    expect(messageOf(await desk.saveRates(rates, { ...rates, jodi: '-1' }))).toBe(
      'The rate of jodi must be a number of up to 6 digits and 3 decimals, like 9.5.',
    );
    expect((await desk.saveRates(rates, { ...rates, jodi: '90' })).ok).toBe(true);
    expect(server.callsOf('setRates')).toEqual([{ jodi: '90' }]);
  });

  it('is the owner’s: a cashier is refused by the server', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    expect(await new SettingsDesk(server.setup, policy).load()).toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 403 },
    });
  });
});
