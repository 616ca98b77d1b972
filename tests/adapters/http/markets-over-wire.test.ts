import { describe, expect, it } from 'vitest';
import { homeOf, marketsOverWire, type HomeWire, type MarketsWire } from '../../../adapters/index.js';
import { ScriptedGateway } from '../../../testing/fakes/scripted-gateway.js';

/** The market port over a wire whose answers the test scripts as the server sends them. */
function markets() {
  const wire = new ScriptedGateway<MarketsWire>();
  return { wire, port: marketsOverWire(wire.api) };
}

const KALYAN = {
  market: 'KALYAN',
  result: '123-6',
  is_open: '0',
  is_close: '1',
  open_time: '15:45',
  close_time: '17:45',
};

describe('the market port over the wire', () => {
  it('reads home in the domain’s terms, with the balance in paise and the clock and zone as sent', async () => {
    const { wire, port } = markets();
    wire.reply('home', {
      wallet: '1,250.50',
      result: [KALYAN, { ...KALYAN, market: 'MILAN', is_open: 1, is_close: true, closed_reason: 'Diwali' }],
      images: [{ image: '/a.png', refer: 'https://example.in' }],
      data: [{ data_key: 'whatsapp', data: '9000000000' }],
      delhi_enable: '1',
      starline_enable: 0,
      time_zone: 'Asia/Kolkata',
      time_zone_offset: 330,
      server_time: '2026-11-20T18:40:00.000Z',
    });
    expect(await port.home()).toEqual({
      ok: true,
      balancePaise: 125050,
      value: {
        markets: [
          {
            market: 'KALYAN',
            result: '123-6',
            takesOpenBids: false,
            takesCloseBids: true,
            openTime: '15:45',
            closeTime: '17:45',
          },
          {
            market: 'MILAN',
            result: '123-6',
            takesOpenBids: true,
            takesCloseBids: true,
            openTime: '15:45',
            closeTime: '17:45',
            closedReason: 'Diwali',
          },
        ],
        images: [{ image: '/a.png', refer: 'https://example.in' }],
        settings: [{ key: 'whatsapp', value: '9000000000' }],
        starlineEnabled: false,
        jackpotEnabled: true,
        timeZone: 'Asia/Kolkata',
        timeZoneOffset: 330,
        serverTime: '2026-11-20T18:40:00.000Z',
      },
    });
  });

  it('reads an odd home leniently: lists that are not lists, fields of the wrong kind, a pause without words', () => {
    const odd = {
      result: 'not a list',
      images: [null, { image: 7 }],
      data: [null, { data_key: 5, data: 'x' }, { data_key: '', data: 'y' }],
      time_zone: 330,
      time_zone_offset: '330',
      server_time: 1_700_000_000_000,
      betting_paused: true,
    } as unknown as HomeWire;
    expect(homeOf(odd)).toEqual({
      markets: [],
      images: [{ image: '7' }],
      settings: [{ key: '', value: 'y' }],
      starlineEnabled: false,
      jackpotEnabled: false,
      bettingPaused: { messageKey: '' },
    });
    // A record with missing fields reads them as empty and its flags as not set.
    expect(homeOf({ result: [{ market: 'KALYAN', result: null }] } as unknown as HomeWire).markets).toEqual([
      { market: 'KALYAN', result: '', takesOpenBids: false, takesCloseBids: false, openTime: '', closeTime: '' },
    ]);
  });

  it('keeps a betting pause’s catalogue key and values', () => {
    const home = homeOf({
      result: [],
      betting_paused: { message_key: 'breakUntil', message_values: { until: '20 Nov 2026, 6:00 pm' } },
    });
    expect(home.bettingPaused).toEqual({ messageKey: 'breakUntil', messageValues: { until: '20 Nov 2026, 6:00 pm' } });
  });

  it('keeps rates as the exact decimals sent: a number as its text, none as 0', async () => {
    const { wire, port } = markets();
    wire.reply('rates', {
      rates: {
        single: '9.5',
        jodi: 95,
        singlepatti: '140',
        doublepatti: 280.5,
        triplepatti: null,
        halfsangam: '1000',
        fullsangam: '10000',
        star: { single: '9.5', singlepatti: '140', doublepatti: '280', triplepatti: '700' },
        delhi: { jodi: '95' },
      },
    });
    expect(await port.rates()).toEqual({
      ok: true,
      value: {
        single: '9.5',
        jodi: '95',
        singlePana: '140',
        doublePana: '280.5',
        triplePana: '0',
        halfSangam: '1000',
        fullSangam: '10000',
        starline: { single: '9.5', singlePana: '140', doublePana: '280', triplePana: '700' },
        jackpot: { jodi: '95' },
      },
    });
    wire.reply('rates', {});
    expect(await port.rates()).toMatchObject({ ok: true, value: { single: '0', fullSangam: '0' } });
    expect(await port.rates()).not.toHaveProperty('value.starline');
  });

  it('reads Starline’s slots and rates, and Jackpot’s markets and jodi rate', async () => {
    const { wire, port } = markets();
    wire.reply('starline', {
      games: [{ name: '11:00 AM', market: 'STAR', result: '', is_open: '1', close: '11:00 AM', closed_reason: '' }],
      rates: { single: '9.5', single_pana: 140, double_pana: '280', triple_pana: '700' },
    });
    expect(await port.starline()).toEqual({
      ok: true,
      value: {
        slots: [
          { name: '11:00 AM', market: 'STAR', result: '', takesBids: true, closeTime: '11:00 AM', closedReason: '' },
        ],
        rates: { single: '9.5', singlePana: '140', doublePana: '280', triplePana: '700' },
      },
    });
    wire.reply('jackpot', { games: [{ market: 'GALI', result: '45', is_open: '0' }], rates: { jodi: '95.5' } });
    expect(await port.jackpot()).toEqual({
      ok: true,
      value: { games: [{ market: 'GALI', result: '45', takesBids: false }], jodiRate: '95.5' },
    });
    wire.reply('jackpot', { games: null });
    expect(await port.jackpot()).toEqual({ ok: true, value: { games: [], jodiRate: '0' } });
  });

  it('gives the stream ticket, and refuses one the server did not grant', async () => {
    const { wire, port } = markets();
    wire.reply('streamTicket', { success: true, ticket: 'abc' });
    expect(await port.streamTicket()).toEqual({ ok: true, value: 'abc' });
    wire.reply('streamTicket', { success: true });
    expect(await port.streamTicket()).toEqual({ ok: true, value: '' });
    wire.reply('streamTicket', { success: false, message: 'Too many connections', message_key: 'tooMany' });
    expect(await port.streamTicket()).toEqual({
      ok: false,
      refusal: { code: 'tooMany', messageKey: 'tooMany', message: 'Too many connections' },
    });
  });

  it('lists the market names, leaving out what is not a name', async () => {
    const { wire, port } = markets();
    wire.reply('marketList', { markets: ['GALI', 7, 'MAIN'] });
    expect(await port.marketList()).toEqual({ ok: true, value: ['GALI', 'MAIN'] });
  });

  it('ends the session, or refuses with the server’s reason, whatever the call', async () => {
    const { wire, port } = markets();
    wire.reply('home', { session: false, result: [] });
    expect(await port.home()).toEqual({ ok: false, refusal: { code: 'sessionExpired' } });
    wire.reply('starline', { auth: false, message: 'Blocked' });
    expect(await port.starline()).toEqual({ ok: false, refusal: { code: 'signedOut', message: 'Blocked' } });
    wire.reply('rates', { error: 'Market closed', message_key: 'marketClosed', wallet: '10' });
    expect(await port.rates()).toEqual({
      ok: false,
      refusal: { code: 'marketClosed', messageKey: 'marketClosed', message: 'Market closed' },
      balancePaise: 1000,
    });
  });
});
