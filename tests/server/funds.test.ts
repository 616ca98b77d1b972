import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './server-harness.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s.close());

const deposit = (token: string, amount: string, utr: string) => s.requestDeposit(token, amount, utr);

describe('funds over HTTP', () => {
  it('a deposit waits for the operator; approval credits it once', async () => {
    const { token, mobile } = await s.player('9400000001');
    expect((await deposit(token, '500', 'UTR400001')).body).toMatchObject({
      success: true,
      message: 'Payment Request Sent Successfully',
    });
    expect((await s.money(mobile)).balance).toBe(0);
    const [pending] = (
      (await s.operator('GET', '/deposits?status=pending')).body as unknown as {
        rows: { id: number; amount: number; utr: string }[];
      }
    ).rows;
    expect(pending).toMatchObject({ amount: 50_000, utr: 'UTR400001' });
    expect((await s.operator('POST', `/deposits/${pending!.id}/approve`)).status).toBe(200);
    expect((await s.operator('POST', `/deposits/${pending!.id}/approve`)).body.error).toMatch(/already completed/);
    expect((await s.operator('POST', `/deposits/${pending!.id}/reject`, { reason: 'Late' })).status).toBe(409);
    expect((await s.money(mobile)).balance).toBe(50_000);
    expect((await s.legacy('deposit_history', { session: token, mobile })).body.data).toEqual([
      expect.objectContaining({
        amount: '500',
        remark: 'Completed · UTR UTR400001',
        status: 'Completed',
        utr: 'UTR400001',
        reason: '',
      }),
    ]);
  });

  it('refuses a deposit under min_deposit, a reused UTR, and a proof that is not an image', async () => {
    const { token } = await s.player('9400000002');
    expect((await deposit(token, '50', 'UTR400002')).body.error).toBe('Minimum deposit amount should be ₹100.00');
    await deposit(token, '200', 'UTR400003');
    expect((await deposit(token, '200', 'UTR400003')).body.error).toMatch(/already been sent/);
    const html = await s.api(
      'create-payment-request',
      { amount: '200', transaction_id: 'UTR400004', image: 'data:text/html;base64,PHNjcmlwdD4=' },
      token,
    );
    expect(html.body.error).toMatch(/valid image file/);
  });

  it('a withdrawal needs bank details, holds its funds, and a rejection returns them', async () => {
    const { token, mobile } = await s.player('9400000003', 2000);
    expect((await s.api('withdraw-info', {}, token)).body).toMatchObject({
      bank_details_available: false,
      only_wallet: '2000',
    });
    expect((await s.api('withdraw', { amount: '1000' }, token)).body.error).toMatch(/bank details/);
    expect(
      (await s.api('withdraw-details-update', { acno: '12345678', name: 'Asha', ifsc: 'sbin0001234' }, token)).body,
    ).toMatchObject({ success: true });
    expect((await s.api('withdraw-info', {}, token)).body).toMatchObject({
      bank_details_available: true,
      bank_details: { acno: '12345678', ifsc: 'SBIN0001234' },
    });
    expect((await s.api('withdraw', { amount: '100' }, token)).body.error).toBe('Minimum Withdrawal Amount is ₹500.00');
    expect((await s.api('withdraw', { amount: '5000' }, token)).body.error).toBe('Insufficient Balance');
    expect((await s.api('withdraw', { amount: '1500' }, token)).body).toMatchObject({
      success: true,
      msg: 'Withdraw Request Sent',
      wallet: '500',
    });
    const [request] = (
      (await s.operator('GET', '/withdrawals?status=pending')).body as unknown as { rows: { id: number }[] }
    ).rows;
    await s.operator('POST', `/withdrawals/${request!.id}/reject`, { reason: 'Bank details do not match' });
    expect((await s.money(mobile)).balance).toBe(200_000);
    expect((await s.legacy('withdraw_reqs', { session: token, mobile })).body.data).toEqual([
      expect.objectContaining({ amount: '1500', status: 'Rejected' }),
    ]);
    expect((await s.api('withdraw', { amount: '600' }, token)).body.success).toBe(true);
    const [second] = (
      (await s.operator('GET', '/withdrawals?status=pending')).body as unknown as { rows: { id: number }[] }
    ).rows;
    await s.operator('POST', `/withdrawals/${second!.id}/approve`, { payoutReference: 'NEFT000001' });
    expect((await s.money(mobile)).balance).toBe(140_000);
  });

  it('transfers between players in one transaction, and not to oneself or to nobody', async () => {
    const a = await s.player('9400000004', 1000);
    const b = await s.player('9400000005');
    expect(
      (await s.legacy('transfer', { session: a.token, mobile: a.mobile, user: b.mobile, amount: '300' })).body,
    ).toMatchObject({
      success: '1',
      wallet: '700',
      // Keyed, with the amount as every amount is shown (core's indianRupees).
      msg: `₹300.00 sent to ${b.mobile}`,
      message_key: 'transferSent',
      message_values: { amount: '₹300.00', mobile: b.mobile },
    });
    expect((await s.money(b.mobile)).balance).toBe(30_000);
    expect(
      (await s.legacy('transfer', { session: a.token, mobile: a.mobile, user: a.mobile, amount: '10' })).body,
    ).toMatchObject({ success: '0', msg: 'You cannot transfer to yourself.' });
    expect(
      (await s.legacy('transfer', { session: a.token, mobile: a.mobile, user: '9400009999', amount: '10' })).body
        .success,
    ).toBe('0');
    expect(
      (await s.legacy('transfer', { session: a.token, mobile: a.mobile, user: b.mobile, amount: '999999' })).body,
    ).toMatchObject({ success: '0', msg: 'Insufficient balance' });
    for (const mobile of [a.mobile, b.mobile]) {
      const money = await s.money(mobile);
      expect(money.ledger).toBe(money.balance + money.bonus);
    }
  });

  it('a bonus is playable but not withdrawable; the passbook shows it apart', async () => {
    const { token, mobile } = await s.player('9400000006');
    await s.operator('POST', '/bonus', { mobile, amount: '250' });
    expect((await s.api('manual-payment-details', {}, token)).body).toMatchObject({
      only_wallet: '0',
      bonus: '250',
      wallet: '250',
    });
    const passbook = await s.api('passbook', { current_page: 1 }, token);
    expect((passbook.body.data as { bonus_amount: string; remark: string }[])[0]).toMatchObject({
      bonus_amount: '250',
      remark: 'Bonus',
    });
  });
});
