import { describe, expect, it } from 'vitest';
import {
  acceptsBid,
  BOARDS,
  boardEntryOrRoot,
  carouselSlide$,
  displayResult,
  GameLists,
  JACKPOT_DASHBOARD,
  LoadHome,
  contactLinks,
  MAIN_DASHBOARD,
  marketCard,
  MORE_MAIN_GAMES,
  markDownloadDialogShown,
  markFirstBetPlaced,
  minutesOf,
  parseResult,
  shouldShowDownloadDialog,
  showsCharts,
  STARLINE_DASHBOARD,
  text,
} from '../../../core/index.js';
import { harness } from '../harness.js';

describe('dashboards', () => {
  it('have 21, 8 and 4 tiles, each naming a board with a route', () => {
    expect([MAIN_DASHBOARD.length, STARLINE_DASHBOARD.length, JACKPOT_DASHBOARD.length]).toEqual([21, 8, 4]);
    for (const id of [...MAIN_DASHBOARD, ...STARLINE_DASHBOARD, ...JACKPOT_DASHBOARD])
      expect(BOARDS[id].route).toMatch(/^\/\w+$/);
    expect(MAIN_DASHBOARD.map((id) => BOARDS[id].title)).toEqual([
      'Single Digits',
      'Single Bulk',
      'Jodi',
      'Jodi Bulk',
      'Single Panna',
      'Single Panna Bulk',
      'Double Panna',
      'Double Panna Bulk',
      'SP Motor',
      'DP Motor',
      'Group Jodi',
      'SP DP TP',
      'Odd Even',
      'Red Bracket',
      'Digit Based Jodi',
      'Choice Pana SP DP',
      'Family Pana',
      'Two Digit Panel (CP, SR)',
      'Triple Panna',
      'Half Sangam',
      'Full Sangam',
    ]);
    expect(JACKPOT_DASHBOARD.every((id) => BOARDS[id].accepts.every((game) => game === 'jodi'))).toBe(true);
  });

  it('reach every board: what no dashboard lists is under /games as more games', () => {
    const reachable = new Set([...MAIN_DASHBOARD, ...MORE_MAIN_GAMES, ...STARLINE_DASHBOARD, ...JACKPOT_DASHBOARD]);
    expect([...reachable].sort()).toEqual(Object.keys(BOARDS).sort());
    expect(MORE_MAIN_GAMES.some((id) => MAIN_DASHBOARD.includes(id))).toBe(false);
  });

  it('send a board reached without navigation state to /', () => {
    expect(boardEntryOrRoot(undefined)).toBe('/');
    expect(boardEntryOrRoot({ market: 'KALYAN', is_open: '1' })).toBe('/');
    expect(boardEntryOrRoot({ market: 'KALYAN', is_open: '1', board: 'toString' })).toBe('/');
    expect(boardEntryOrRoot({ market: 'KALYAN', is_open: 'yes', board: 'jodi' })).toBe('/');
    expect(boardEntryOrRoot({ market: 'KALYAN', is_open: '0', board: 'jodi', timing: '' })).toEqual({
      market: 'KALYAN',
      is_open: '0',
      board: 'jodi',
    });
  });
});

describe('home', () => {
  it('builds cards, stores the settings list by data_key, and reads the flags', async () => {
    const h = harness();
    h.markets.reply('home', {
      wallet: '640',
      result: [{ market: 'KALYAN', result: '', is_open: '1', is_close: '1', open_time: '15:45', close_time: '17:45' }],
      images: [{ image: '/a.png', refer: 'https://example.in' }],
      data: [
        { data_key: 'min_bet', data: '20' },
        { data_key: 'whatsapp', data: '9000000000' },
        { data_key: '', data: 'x' },
      ],
      delhi_enable: '1',
      starline_enable: '0',
    });
    const home = await new LoadHome(h.markets.api, h.policy, h.storage).run();
    expect(home).toMatchObject({
      ok: true,
      value: { starlineEnabled: false, jackpotEnabled: true, emptyText: undefined },
    });
    if (!home.ok) return;
    expect(home.value.markets[0]).toMatchObject({
      name: 'KALYAN',
      result: '***-**-***',
      bettingRunning: true,
      closedDialog: { openBidLastTime: '15:45', closeResultTime: '17:45' },
    });
    expect([h.storage.get('min_bet'), h.storage.get('whatsapp'), h.wallet.balanceNow]).toEqual([
      '20',
      '9000000000',
      '640',
    ]);
  });

  it('on a break or self-excluded: says why and until when, opens no board, shows no promotion or tile', async () => {
    const h = harness();
    h.markets.reply('home', {
      result: [{ market: 'KALYAN', result: '', is_open: '1', is_close: '1', open_time: '15:45', close_time: '17:45' }],
      images: [{ image: '/a.png', refer: 'https://example.in' }],
      delhi_enable: '1',
      starline_enable: '1',
      betting_paused: { message_key: 'coolOffActive', message_values: { until: '2026-12-04 10:00' } },
    });
    const home = await new LoadHome(h.markets.api, h.policy, h.storage).run();
    if (!home.ok) throw new Error('home failed');
    expect(home.value).toMatchObject({
      bettingPaused: text('coolOffActive', { until: '2026-12-04 10:00' }),
      images: [],
      starlineEnabled: false,
      jackpotEnabled: false,
    });
    expect(home.value.markets[0]).toMatchObject({ bettingRunning: false, badge: text('bettingPausedBadge') });
  });

  it('never lets a server setting overwrite the player’s own values', async () => {
    const h = harness({ stored: { token: 'tok', mobile: '9876543210', name: 'Asha' } });
    h.markets.reply('home', {
      result: [],
      data: [
        { data_key: 'name', data: 'matka-core' },
        { data_key: 'token', data: 'evil' },
        { data_key: 'mobile', data: '1' },
      ],
    });
    await new LoadHome(h.markets.api, h.policy, h.storage).run();
    expect([h.storage.get('token'), h.storage.get('mobile'), h.storage.get('name')]).toEqual([
      'tok',
      '9876543210',
      'Asha',
    ]);
  });

  it('tells screens when it has stored settings, and only then', async () => {
    const h = harness();
    const loadHome = new LoadHome(h.markets.api, h.policy, h.storage);
    const seen: number[] = [];
    loadHome.settingsStored$.subscribe((count) => seen.push(count));
    h.markets.reply('home', { result: [] });
    await loadHome.run();
    h.markets.reply('home', { result: [], data: [{ data_key: 'whatsapp', data: '9000000000' }] });
    await loadHome.run();
    h.markets.reply('home', { session: false, message: 'expired' });
    await loadHome.run();
    expect(seen).toEqual([0, 1]);
  });

  it('gives each card a status line: running, running for CLOSE after the open result, or closed for today', () => {
    const record = { market: 'KALYAN', result: '', openTime: '15:45', closeTime: '17:45' };
    expect(marketCard({ ...record, takesOpenBids: true, takesCloseBids: true }).status).toEqual({
      key: 'bettingRunning',
    });
    expect(marketCard({ ...record, takesOpenBids: false, takesCloseBids: true }).status).toEqual({
      key: 'bettingRunningForClose',
    });
    expect(marketCard({ ...record, takesOpenBids: false, takesCloseBids: false })).toMatchObject({
      status: { key: 'bettingClosedForToday' },
      badge: { key: 'closed' },
    });
  });

  it('shows a market closed for a holiday or its off-day with the reason, whatever its flags say', () => {
    const record = { market: 'KALYAN', result: '', openTime: '15:45', closeTime: '17:45' };
    expect(marketCard({ ...record, takesOpenBids: true, takesCloseBids: true, closedReason: 'Diwali' })).toMatchObject({
      bettingRunning: false,
      badge: { key: 'closed' },
      status: { key: 'closedTodayReason', values: { reason: 'Diwali' } },
      closedReason: 'Diwali',
    });
    expect(marketCard({ ...record, takesOpenBids: true, takesCloseBids: true, closedReason: '  ' })).not.toHaveProperty(
      'closedReason',
    );
  });

  it('says No markets available for an empty list', async () => {
    const h = harness();
    h.markets.reply('home', { result: [] });
    const home = await new LoadHome(h.markets.api, h.policy, h.storage).run();
    expect(home.ok && home.value.emptyText).toEqual({ key: 'noMarkets' });
  });

  it('hides chart icons only for the demo number', () => {
    expect(showsCharts('9999999999')).toBe(false);
    expect(showsCharts('9876543210')).toBe(true);
  });

  it('shows results padded, and reads their parts', () => {
    expect(displayResult('')).toBe('***-**-***');
    expect(displayResult('250-7')).toBe('250-7');
    expect(parseResult('250-71-489')).toEqual({ openPana: '250', openDigit: '7', closeDigit: '1', closePana: '489' });
    expect(parseResult('250-7')).toEqual({ openPana: '250', openDigit: '7' });
    expect(parseResult('***-**-***')).toBeUndefined();
  });

  it('shows the install dialog after the first placed bet, at most once per 24 hours', () => {
    const h = harness();
    const day = 24 * 60 * 60 * 1000;
    expect(shouldShowDownloadDialog(h.storage, 5 * day)).toBe(false);
    markFirstBetPlaced(h.storage);
    expect(shouldShowDownloadDialog(h.storage, 5 * day)).toBe(true);
    markDownloadDialogShown(h.storage, 5 * day);
    expect(shouldShowDownloadDialog(h.storage, 6 * day - 1)).toBe(false);
    expect(shouldShowDownloadDialog(h.storage, 6 * day)).toBe(true);
  });

  it('advances the carousel every 3 s, wrapping around', () => {
    const h = harness();
    const slides: number[] = [];
    const subscription = carouselSlide$(3, h.clock).subscribe((s) => slides.push(s));
    h.clock.advance(9000);
    subscription.unsubscribe();
    h.clock.advance(9000);
    expect(slides).toEqual([0, 1, 2, 0]);
  });
});

describe('betting windows (docs/number-rules.md)', () => {
  const day = {
    openMinutes: minutesOf('15:45')!,
    closeMinutes: minutesOf('5:45 PM')!,
    openDeclared: false,
    closeDeclared: false,
  };
  it('reads 24-hour and 12-hour times, and refuses nonsense', () => {
    expect([minutesOf('00:00'), minutesOf('12:00 AM'), minutesOf('12:30 PM'), minutesOf('23:59')]).toEqual([
      0, 0, 750, 1439,
    ]);
    expect([minutesOf('24:00'), minutesOf('13:00 PM'), minutesOf('9'), minutesOf('ab:cd')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it('closes OPEN bids and jodi-type games at the open time, CLOSE bids at the close time', () => {
    const before = minutesOf('15:44')!;
    const between = minutesOf('16:00')!;
    expect([acceptsBid(day, 'single', 'OPEN', before), acceptsBid(day, 'single', 'OPEN', between)]).toEqual([
      true,
      false,
    ]);
    expect([acceptsBid(day, 'jodi', '', before), acceptsBid(day, 'halfsangam', '', between)]).toEqual([true, false]);
    expect([
      acceptsBid(day, 'singlepanna', 'CLOSE', between),
      acceptsBid(day, 'singlepanna', 'CLOSE', minutesOf('17:45')!),
    ]).toEqual([true, false]);
  });
  it('closes a session as soon as its result is declared, whatever the clock says', () => {
    expect(acceptsBid({ ...day, openDeclared: true }, 'single', 'OPEN', 0)).toBe(false);
    expect(acceptsBid({ ...day, openDeclared: true }, 'single', 'CLOSE', 0)).toBe(true);
    expect(acceptsBid({ ...day, closeDeclared: true }, 'single', 'CLOSE', 0)).toBe(false);
  });
});

describe('game lists', () => {
  it('reads the rate list with its starline and jackpot parts', async () => {
    const h = harness();
    h.markets.reply('rates', {
      rates: {
        single: '9.5',
        jodi: 95,
        singlepatti: 150,
        doublepatti: 300,
        triplepatti: 700,
        halfsangam: 1000,
        fullsangam: 10000,
        star: { single: 9.5, singlepatti: 150, doublepatti: 300, triplepatti: 700 },
        delhi: { jodi: 95 },
      },
    });
    const rates = await new GameLists(h.markets.api, h.policy).rates();
    expect(rates.ok && rates.value.main.map((r) => r.rate)).toEqual([9.5, 95, 150, 300, 700, 1000, 10000]);
    expect(rates.ok && rates.value.jackpot).toEqual([{ id: 'jodi', game: 'Jodi', rate: 95 }]);
  });
});

describe('contact links', () => {
  it('give the stored call and WhatsApp numbers their 91 prefix once, and nothing for numbers not set', () => {
    const h = harness({ stored: { call_number: '90000 00001', whatsapp: '+91 90000 00002' } });
    expect(contactLinks(h.storage)).toEqual({ call: 'tel:+919000000001', whatsapp: 'https://wa.me/919000000002' });
    expect(contactLinks(harness({ stored: { whatsapp: 'none' } }).storage)).toEqual({});
  });
});
