import { describe, expect, it } from 'vitest';
import {
  DepositRequest,
  FundHistories,
  maskedName,
  text,
  Transfer,
  TransportFailure,
  Withdraw,
} from '../../../core/index.js';
import { harness } from '../harness.js';

const png = { type: 'image/png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' };

/** Loads the deposit methods from the payment details the server answers. */
async function loadMethods(details: Record<string, unknown>) {
  const h = harness();
  h.funds.reply('manualPaymentDetails', details);
  return new DepositRequest(h.funds.api, h.policy, h.storage, h.notifier).loadMethods();
}

describe('deposit request', () => {
  it('sends amount, UTR, an empty note, the screenshot as a data URL and Manual Deposit', async () => {
    const h = harness({ stored: { min_deposit: '100' } });
    h.funds.reply('createPaymentRequest', { success: true });
    const outcome = await new DepositRequest(h.funds.api, h.policy, h.storage, h.notifier).send({
      amount: ' 500 ',
      utr: ' 412345678901 ',
      screenshot: png,
    });
    expect(outcome.ok).toBe(true);
    expect(h.funds.callsOf('createPaymentRequest')).toEqual([
      { amount: '500', transaction_id: '412345678901', note: '', image: png.dataUrl, deposit_mode: 'Manual Deposit' },
    ]);
  });

  it('a failed request shows the server’s message and leaves the typed form untouched', async () => {
    const h = harness();
    h.funds.reply('createPaymentRequest', { success: false, message: 'UTR already used' });
    const form = { amount: '500', utr: '4123', screenshot: png };
    const before = structuredClone(form);
    const outcome = await new DepositRequest(h.funds.api, h.policy, h.storage, h.notifier).send(form);
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'rejected' } });
    expect(h.notifier.last).toBe('error: UTR already used');
    expect(form).toEqual(before);
  });

  it.each([
    ['', 'Enter valid amount'],
    ['abc', 'Enter valid amount'],
    ['-5', 'Enter valid amount'],
    ['0', 'Enter valid amount'],
    ['10.555', 'Enter valid amount'],
    ['99', 'Minimum deposit amount should be ₹100.00'],
  ])('refuses the amount %j before sending: %s', async (amount, message) => {
    const h = harness({ stored: { min_deposit: 100 } });
    await new DepositRequest(h.funds.api, h.policy, h.storage, h.notifier).send({ amount, utr: '1', screenshot: png });
    expect(h.notifier.last).toBe(`error: ${message}`);
    expect(h.funds.calls).toEqual([]);
  });

  it.each([
    [undefined],
    [{ type: 'image/png', dataUrl: 'data:text/html;base64,PHNjcmlwdD4=' }],
    [{ type: 'text/html', dataUrl: 'data:image/png;base64,AAAA' }],
  ])('refuses a screenshot that is not an image: %o', async (screenshot) => {
    const h = harness();
    await new DepositRequest(h.funds.api, h.policy, h.storage, h.notifier).send({
      amount: '500',
      utr: '1',
      screenshot,
    });
    expect(h.notifier.last).toBe('error: Please select a valid image file');
    expect(h.funds.calls).toEqual([]);
  });

  it('lists the payment methods without empty values', async () => {
    const methods = await loadMethods({
      data: [{ qr_code: '', upi_id: 'pay@upi', bank_details: '' }, { qr_code: '' }],
      only_wallet: '700',
      bonus: '50',
    });
    expect(methods).toEqual({
      ok: true,
      value: { methods: [{ upiId: 'pay@upi' }], onlyWalletPaise: 70_000, bonusPaise: 5000 },
    });
  });

  it('says what the tightest deposit limit still allows', async () => {
    const loaded = await loadMethods({
      data: [{ upi_id: 'pay@upi' }],
      only_wallet: '0',
      bonus: '0',
      deposit_allowance: { period: 'week', limit: '2000', left: '1500' },
    });
    expect(loaded.ok && loaded.value.allowance).toEqual(
      text('limitLeft_deposit_week', { left: '₹1,500.00', limit: '₹2,000.00' }),
    );
    expect(loaded.ok && loaded.value.paused).toBeUndefined();
  });

  it('shows no payment method while deposits are paused, and says why and until when', async () => {
    const loaded = await loadMethods({
      // A server that sent methods with a pause still has none shown.
      data: [{ upi_id: 'pay@upi' }],
      only_wallet: '0',
      bonus: '0',
      deposit_paused: { message_key: 'depositsPausedBreak', message_values: { until: '2026-12-04 10:00' } },
      deposit_allowance: { period: 'day', limit: '500', left: '500' },
    });
    expect(loaded).toEqual({
      ok: true,
      value: {
        methods: [],
        onlyWalletPaise: 0,
        bonusPaise: 0,
        paused: text('depositsPausedBreak', { until: '2026-12-04 10:00' }),
      },
    });
  });

  it('keeps a pause it cannot word as a pause', async () => {
    const loaded = await loadMethods({
      data: [],
      only_wallet: '0',
      bonus: '0',
      deposit_paused: { message_key: 'aKeyFromANewerServer' },
    });
    expect(loaded.ok && loaded.value.paused).toEqual(text('depositsPaused'));
  });
});

describe('withdraw', () => {
  it('leads to bank details when there are none, else offers Request Withdraw', async () => {
    const h = harness();
    const withdraw = new Withdraw(h.funds.api, h.policy, h.storage, h.notifier);
    h.funds.reply('withdrawInfo', { success: true, bank_details_available: false, only_wallet: '700', bonus: '50' });
    expect(await withdraw.load()).toMatchObject({
      ok: true,
      value: { action: 'update-bank-details', onlyWalletPaise: 70_000 },
    });
    h.funds.reply('withdrawInfo', {
      success: true,
      bank_details_available: true,
      bank_details: { acno: '1', name: 'A', ifsc: 'SBIN0000001' },
      only_wallet: 700,
      bonus: 0,
    });
    expect(await withdraw.load()).toMatchObject({ ok: true, value: { action: 'request-withdraw' } });
  });

  it('checks against the wallet-only balance (not the bonus), with 5 s toasts at the bottom', async () => {
    const h = harness();
    await new Withdraw(h.funds.api, h.policy, h.storage, h.notifier).request('701', { onlyWalletPaise: 70_000 });
    expect(h.notifier.notices.at(-1)).toMatchObject({ kind: 'error', durationMs: 5000, position: 'bottom' });
    expect(h.funds.calls).toEqual([]);
  });

  it('stores the wallet the answer carries', async () => {
    const h = harness({ stored: { wallet: '700' } });
    h.funds.reply('withdraw', { success: true, msg: 'ok', wallet: '200' });
    await new Withdraw(h.funds.api, h.policy, h.storage, h.notifier).request('500', { onlyWalletPaise: 70_000 });
    expect(h.wallet.balanceNow).toBe('200');
    expect(h.storage.get('wallet')).toBe('200');
  });
});

describe('transfer', () => {
  it('looks the recipient up first (nothing moves), then sends the typed rupees as exact paise only on confirm', async () => {
    const h = harness();
    h.funds.reply('transferRecipient', { success: true, name: 'Ra*** Ku***' });
    h.funds.reply('transfer', { success: '1', msg: 'Sent' });
    const transfer = new Transfer(h.funds.api, h.policy, h.notifier);
    const review = await transfer.lookUp({ user: ' 9000000000 ', amount: ' 100.5 ' });
    expect(review).toEqual({
      ok: true,
      value: { user: '9000000000', amountPaise: 10_050, recipientName: 'Ra*** Ku***' },
    });
    expect(h.funds.callsOf('transferRecipient')).toEqual([{ user: '9000000000' }]);
    expect(h.funds.callsOf('transfer')).toEqual([]);
    if (!review.ok) throw new Error('no review');
    expect((await transfer.confirm(review.value)).ok).toBe(true);
    expect(h.funds.callsOf('transfer')).toEqual([{ user: '9000000000', amount: '100.50' }]);
    expect(h.notifier.last).toBe('success: [Transfer Request] Sent');
  });

  it.each([
    ['oneself', 'cannotTransferToSelf', 'You cannot transfer to yourself.'],
    ['an unknown or blocked mobile', 'noPlayerForMobile', 'No player has this mobile number.'],
    ['a blocked sender', 'accountBlockedNoReason', undefined],
  ])('a look-up refused for %s shows why and moves nothing', async (_, key, words) => {
    const h = harness();
    h.funds.reply('transferRecipient', { success: false, message: words ?? 'Blocked', message_key: key });
    const outcome = await new Transfer(h.funds.api, h.policy, h.notifier).lookUp({
      user: '9000000000',
      amount: '100',
    });
    expect(outcome.ok).toBe(false);
    if (words) expect(h.notifier.last).toBe(`error: [Oops...] ${words}`);
    expect(h.funds.callsOf('transfer')).toEqual([]);
  });

  it.each(['', '12345', '98765432101', 'abcdefghij', '+919876543'])(
    'refuses the mobile %j before anything is sent',
    async (user) => {
      const h = harness();
      const outcome = await new Transfer(h.funds.api, h.policy, h.notifier).lookUp({ user, amount: '100' });
      expect(outcome).toMatchObject({ ok: false, failure: { kind: 'invalid', field: 'user' } });
      expect(h.notifier.last).toBe('error: Enter valid mobile number');
      expect(h.funds.calls).toEqual([]);
    },
  );

  it.each(['', 'abc', '-5', '0', '10.555', '1e3', '１００'])(
    'refuses the amount %j before anything is sent, and keeps the form',
    async (amount) => {
      const h = harness();
      const form = { user: '9000000000', amount };
      const outcome = await new Transfer(h.funds.api, h.policy, h.notifier).lookUp(form);
      expect(outcome).toMatchObject({ ok: false, failure: { kind: 'invalid', field: 'amount' } });
      expect(h.notifier.last).toBe('error: Enter valid amount');
      expect(h.funds.calls).toEqual([]);
      expect(form).toEqual({ user: '9000000000', amount });
    },
  );
});

describe('fund histories', () => {
  it('reads withdraw requests with their status and always as Debit', async () => {
    const h = harness();
    h.funds.reply('withdrawRequests', {
      data: [
        { sn: 1, date: '2026-11-01', amount: '500', status: 'Pending', fund_id: 'F1' },
        { sn: 2, date: '2026-11-02', amount: '250.5', status: 'completed', fund_id: 'F2' },
        { sn: 3, date: '2026-11-03', amount: 100, status: 'Rejected', fund_id: 'F3' },
      ],
    });
    const rows = await new FundHistories(h.funds.api, h.policy).withdrawRequests();
    expect(rows.ok && rows.value.map((r) => [r.status, r.type, r.amountPaise])).toEqual([
      ['Pending', 'Debit', 50_000],
      ['Completed', 'Debit', 25_050],
      ['Rejected', 'Debit', 10_000],
    ]);
  });

  it('a legacy nosession answer ends the session instead of showing an empty list', async () => {
    const h = harness({ stored: { token: 't', mobile: '9876543210' } });
    h.funds.reply('walletTransactions', { nosession: true, data: [] });
    const rows = await new FundHistories(h.funds.api, h.policy).walletTransactions();
    expect(rows).toMatchObject({ ok: false, failure: { kind: 'session-ended' } });
    expect(h.navigator.moves).toEqual(['/login']);
  });

  it('a dead network is a typed failure, not an exception', async () => {
    const h = harness();
    h.funds.reply('depositHistory', new TransportFailure('network', 'deposit_history', 'offline'));
    expect(await new FundHistories(h.funds.api, h.policy).deposits()).toMatchObject({
      ok: false,
      failure: { kind: 'transport' },
    });
  });
});

describe('masked name', () => {
  it.each([
    ['Ravi Kumar', 'Ra*** Ku***'],
    ['  Asha  ', 'As***'],
    ['Om Prakash', 'O*** Pr***'],
    ['A B', 'A*** B***'],
    ['रमेश कुमार', 'रमे*** कुमा***'],
    ['', '***'],
    ['   ', '***'],
  ])('%j shows as %j: never a whole part', (name, masked) => {
    expect(maskedName(name)).toBe(masked);
  });
});
