// The funds port over the player API's wire: rupees on the wire are paise in the domain, the
// success flags and the envelope decide a refusal or a session end, and odd answers still read.
import { describe, expect, it } from 'vitest';
import { fundsOverWire, type FundsWire } from '../../../adapters/index.js';
import type { FundsGateway } from '../../../core/index.js';
import { ScriptedWire } from '../../scripted-wire.js';

const funds = () => new ScriptedWire<FundsWire, FundsGateway>(fundsOverWire);

describe('the funds port over the wire', () => {
  it('reads the deposit options in paise, with only the methods that have something to show', async () => {
    const f = funds().reply('manualPaymentDetails', {
      data: [{ qr_code: '', upi_id: 'pay@upi', bank_details: '  ' }, { qr_code: '' }],
      only_wallet: '1,250.50',
      bonus: 50,
      wallet: '1300.5',
      deposit_allowance: { period: 'week', limit: '2000', left: 1500.25 },
    });
    expect(await f.api.manualPaymentDetails()).toEqual({
      ok: true,
      value: {
        methods: [{ upiId: 'pay@upi' }],
        onlyWalletPaise: 125_050,
        bonusPaise: 5000,
        allowance: { period: 'week', limitPaise: 200_000, leftPaise: 150_025 },
      },
      balancePaise: 130_050,
    });
  });

  it('reads a deposit pause as the server’s words, and sends no methods with it', async () => {
    const f = funds().reply('manualPaymentDetails', {
      data: [{ upi_id: 'pay@upi' }],
      only_wallet: 'not money',
      bonus: '0',
      deposit_paused: { message_key: 'depositsPausedUntil', message_values: { until: '2026-12-04 10:00' } },
      deposit_allowance: { period: 'day', limit: 'x', left: '1' },
    });
    expect(await f.api.manualPaymentDetails()).toEqual({
      ok: true,
      value: {
        methods: [],
        onlyWalletPaise: 0,
        bonusPaise: 0,
        paused: { messageKey: 'depositsPausedUntil', messageValues: { until: '2026-12-04 10:00' } },
      },
    });
  });

  it('sends a deposit request’s amount in rupees, and reads a refusal with its code', async () => {
    const f = funds().reply('createPaymentRequest', {
      success: false,
      message: 'Deposit limit reached',
      message_key: 'depositLimitReached',
      message_values: { limit: '₹2,000.00' },
    });
    const answer = await f.api.createPaymentRequest({
      amountPaise: 50_050,
      utr: 'UTR1',
      screenshotDataUrl: 'data:image/png;base64,AA==',
    });
    expect(f.callsOf('createPaymentRequest')).toEqual([
      {
        amount: '500.50',
        transaction_id: 'UTR1',
        note: '',
        image: 'data:image/png;base64,AA==',
        deposit_mode: 'Manual Deposit',
      },
    ]);
    expect(answer).toEqual({
      ok: false,
      refusal: {
        code: 'depositLimitReached',
        messageKey: 'depositLimitReached',
        messageValues: { limit: '₹2,000.00' },
        message: 'Deposit limit reached',
      },
    });
  });

  it('reads the bank details only when the server says they are available', async () => {
    const details = { acno: '12345678', name: 'Asha', ifsc: 'SBIN0001234' };
    const f = funds().reply(
      'withdrawInfo',
      { success: true, bank_details_available: '1', bank_details: details, only_wallet: '700', bonus: '0' },
      { success: true, bank_details_available: 0, bank_details: details, only_wallet: 700, bonus: 0 },
      { bank_details_available: true, bank_details: null, only_wallet: '1', bonus: '0', bonus_cash_stake_left: 'x' },
    );
    expect(await f.api.withdrawInfo()).toEqual({
      ok: true,
      value: { bankDetails: details, onlyWalletPaise: 70_000, bonusPaise: 0 },
    });
    expect(await f.api.withdrawInfo()).toEqual({ ok: true, value: { onlyWalletPaise: 70_000, bonusPaise: 0 } });
    expect(await f.api.withdrawInfo()).toEqual({ ok: true, value: { onlyWalletPaise: 100, bonusPaise: 0 } });
  });

  it('reads the bonus stake left in paise, and the screen’s words', async () => {
    const f = funds().reply('withdrawInfo', {
      success: true,
      bank_details_available: false,
      only_wallet: '0',
      bonus: '10',
      bonus_cash_stake_left: '99.99',
      content: 'Withdrawals are paid within a day.',
    });
    expect(await f.api.withdrawInfo()).toMatchObject({
      ok: true,
      value: { bonusCashStakeLeftPaise: 9999, content: 'Withdrawals are paid within a day.' },
    });
  });

  it('sends a withdrawal in rupees; an `error` answer is a refusal', async () => {
    const f = funds().reply('withdraw', { success: true, message: 'Sent' }, { error: 'Amount too low' });
    expect(await f.api.withdraw({ amountPaise: 100_000 })).toEqual({ ok: true, value: { message: 'Sent' } });
    expect(await f.api.withdraw({ amountPaise: 5 })).toEqual({
      ok: false,
      refusal: { code: 'refused', message: 'Amount too low' },
    });
    expect(f.callsOf('withdraw')).toEqual([{ amount: '1000' }, { amount: '0.05' }]);
  });

  it('reads a transfer recipient’s masked name; a refusal keeps its reason', async () => {
    const f = funds().reply('transferRecipient', { success: true, name: ' Ra*** Ku*** ' });
    expect(await f.api.transferRecipient({ user: '9000000000' })).toEqual({
      ok: true,
      value: { maskedName: 'Ra*** Ku***' },
    });
    f.reply('transferRecipient', {
      success: false,
      message: 'No player has this mobile number.',
      message_key: 'noPlayerForMobile',
    });
    expect(await f.api.transferRecipient({ user: '9000000001' })).toMatchObject({
      ok: false,
      refusal: { code: 'noPlayerForMobile' },
    });
    expect(f.callsOf('transferRecipient')).toEqual([{ user: '9000000000' }, { user: '9000000001' }]);
  });

  it('sends a transfer’s paise as rupees and reads its legacy flag: only 0 (or false) is a refusal', async () => {
    const f = funds().reply(
      'transfer',
      { success: '1', msg: 'Transferred', wallet: '1400' },
      { success: 'yes' },
      { success: '0', msg: 'User not found' },
    );
    expect(await f.api.transfer({ user: '9000000000', amountPaise: 10_000 })).toEqual({
      ok: true,
      value: { message: 'Transferred' },
      balancePaise: 140_000,
    });
    expect(await f.api.transfer({ user: '9', amountPaise: 150 })).toEqual({ ok: true, value: {} });
    expect(await f.api.transfer({ user: '9', amountPaise: 100 })).toEqual({
      ok: false,
      refusal: { code: 'refused', message: 'User not found' },
    });
    expect(f.callsOf('transfer')[1]).toEqual({ user: '9', amount: '1.50' });
  });

  it('ends the session on the legacy nosession and on session false, with no list', async () => {
    const f = funds()
      .reply('walletTransactions', { nosession: '1', data: [] })
      .reply('withdrawRequests', { session: false, data: [] });
    expect(await f.api.walletTransactions()).toEqual({ ok: false, refusal: { code: 'signedOut' } });
    expect(await f.api.withdrawRequests()).toEqual({ ok: false, refusal: { code: 'sessionExpired' } });
  });

  it('reads wallet movements in paise, with their kind, and a bid only where market, game and number are sent', async () => {
    const f = funds().reply('walletTransactions', {
      data: [
        {
          sn: 7,
          date: '2026-12-01',
          amount: '-1,250.50',
          remark: 'Bet',
          kind: 'bet',
          ref: null,
          market: 'KALYAN',
          game: 'single',
          number: '5',
          session: 'OPEN',
        },
        { sn: 8, date: '2026-12-01', amount: '10', remark: 'Win', kind: 'win', market: 'KALYAN', game: null },
        { sn: '', date: '2026-12-02', amount: 'odd', remark: 'Deposit', game: null },
      ],
    });
    expect(await f.api.walletTransactions()).toEqual({
      ok: true,
      value: [
        {
          sn: '7',
          date: '2026-12-01',
          amountPaise: -125_050,
          remark: 'Bet',
          kind: 'bet',
          bid: { market: 'KALYAN', game: 'single', number: '5', session: 'OPEN' },
        },
        { sn: '8', date: '2026-12-01', amountPaise: 1_000, remark: 'Win', kind: 'win' },
        { sn: '', date: '2026-12-02', amountPaise: 0, remark: 'Deposit' },
      ],
    });
  });

  it('reads a deposit’s parts only when the server sends its status and UTR', async () => {
    const f = funds().reply('depositHistory', {
      data: [
        { sn: 1, date: 'd', amount: '500', remark: 'r', status: 'Rejected', utr: 'U1' },
        { sn: 2, date: 'd', amount: '500', remark: 'r', status: 'Pending' },
      ],
    });
    const answer = await f.api.depositHistory();
    expect(answer.ok && answer.value.map((row) => row.parts)).toEqual([
      { status: 'Rejected', utr: 'U1', reason: '' },
      undefined,
    ]);
  });

  it('reads withdraw requests with their payout reference trimmed', async () => {
    const f = funds().reply('withdrawRequests', {
      data: [{ sn: 3, date: 'd', amount: 500, status: 1, fund_id: 9, payout_reference: ' UTR9 ' }],
    });
    expect(await f.api.withdrawRequests()).toEqual({
      ok: true,
      value: [{ sn: '3', date: 'd', amountPaise: 50_000, status: '1', fundId: '9', payoutReference: 'UTR9' }],
    });
  });

  it('reads the limits in paise: none, a waiting removal', async () => {
    const f = funds().reply('selfLimits', {
      success: true,
      daily_limit: '500',
      staked_today: '1,200.50',
      daily_limit_next: 'none',
      daily_limit_from: '2026-12-04 10:00',
      limits: [
        { kind: 'deposit', period: 'week', limit: '', used: '100', next: '2000', from: '2026-12-04 10:00' },
        { kind: 'loss', period: 'day', limit: '', used: '', next: '', from: '' },
      ],
      excluded_for_good: 'yes',
      reality_check: 45,
    });
    const answer = await f.api.selfLimits();
    expect(answer).toEqual({
      ok: true,
      value: {
        windows: [
          {
            kind: 'deposit',
            period: 'week',
            limitPaise: undefined,
            usedPaise: 10_000,
            next: { limitPaise: 200_000, from: '2026-12-04 10:00' },
          },
          { kind: 'loss', period: 'day', limitPaise: undefined, usedPaise: 0, next: undefined },
        ],
        dailyLimitPaise: 50_000,
        stakedTodayPaise: 120_050,
        next: { dailyLimitPaise: undefined, from: '2026-12-04 10:00' },
        coolOffUntil: undefined,
        excludedUntil: undefined,
        excludedForGood: false,
        realityCheckMinutes: 0,
      },
    });
  });

  it.each([
    ['a window’s limit', { limits: [{ kind: 'loss', period: 'day', limit: 'lots', used: '', next: '', from: '' }] }],
    [
      'what a window used',
      { limits: [{ kind: 'loss', period: 'day', limit: '100', used: 'ten', next: '', from: '' }] },
    ],
    ['the daily limit', { daily_limit: 'five hundred' }],
    ['the daily limit waiting', { daily_limit_next: '-', daily_limit_from: '2026-12-04 10:00' }],
  ])('refuses to read limits with an unreadable figure (%s), rather than show it as none', async (_, figures) => {
    const f = funds().reply('selfLimits', { success: true, daily_limit: '500', staked_today: '0', ...figures });
    await expect(f.api.selfLimits()).rejects.toMatchObject({ name: 'TransportFailure', reason: 'malformed' });
  });

  it('reads an older server’s daily stake limit as the stake limit’s day', async () => {
    const f = funds().reply('selfLimits', { success: '1', daily_limit: '300', staked_today: '20', reality_check: 30 });
    const answer = await f.api.selfLimits();
    expect(answer.ok && answer.value.windows).toEqual([
      { kind: 'stake', period: 'day', limitPaise: 30_000, usedPaise: 2000, next: undefined },
    ]);
    expect(answer.ok && answer.value.realityCheckMinutes).toBe(30);
  });

  it('sends a limit in rupees, or empty to remove it; a refused change is a refusal', async () => {
    const f = funds()
      .reply('setLimit', { success: true })
      .reply('setDailyLimit', { success: 0, message_key: 'limitTooHigh' });
    await f.api.setLimit({ kind: 'loss', period: 'month', limitPaise: 123_450 });
    await f.api.setLimit({ kind: 'loss', period: 'month', limitPaise: undefined });
    expect(f.callsOf('setLimit')).toEqual([
      { kind: 'loss', period: 'month', amount: '1234.50' },
      { kind: 'loss', period: 'month', amount: '' },
    ]);
    expect(await f.api.setDailyLimit({ limitPaise: 100 })).toEqual({
      ok: false,
      refusal: { code: 'limitTooHigh', messageKey: 'limitTooHigh' },
    });
  });

  it('reads the reality check’s figures, and its refusal', async () => {
    const f = funds().reply(
      'realityCheck',
      { success: true, reality_check: 15, played_seconds: 125.9, net: '-1,250.50', session_started: '10:00' },
      { success: true, played_seconds: -4 },
      { success: false, message: 'No session' },
    );
    expect(await f.api.realityCheck()).toEqual({
      ok: true,
      value: { intervalMinutes: 15, playedSeconds: 125, netPaise: -125_050, sessionStarted: '10:00' },
    });
    expect(await f.api.realityCheck()).toEqual({
      ok: true,
      value: { intervalMinutes: 0, playedSeconds: 0, netPaise: 0, sessionStarted: '' },
    });
    expect(await f.api.realityCheck()).toEqual({ ok: false, refusal: { code: 'refused', message: 'No session' } });
  });
});
