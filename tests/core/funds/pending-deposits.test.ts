import { describe, expect, it } from 'vitest';
import { FundHistories, TransportFailure } from '../../../core/index.js';
import { harness } from '../harness.js';

const row = (sn: number, status: string, utr: string) => ({
  sn,
  date: '2026-11-20 10:00:00',
  amount: '500',
  remark: `${status} · UTR ${utr}`,
  status,
  utr,
  reason: '',
});

describe('pending deposits', () => {
  it('asks the server for the pending deposits alone, and reads them as deposits', async () => {
    const h = harness({ stored: { token: 't', mobile: '9876543210' } });
    h.funds.reply('depositHistory', { data: [row(9, 'Pending', 'UTR9'), row(4, 'Pending', 'UTR4')] });
    const pending = await new FundHistories(h.funds.api, h.policy).pendingDeposits();
    expect(h.funds.callsOf('depositHistory')).toEqual([{ status: 'pending' }]);
    expect(pending.ok && pending.value.map((r) => [r.sn, r.amountPaise, r.deposit])).toEqual([
      ['9', 50_000, { status: 'Pending', utr: 'UTR9', reason: '' }],
      ['4', 50_000, { status: 'Pending', utr: 'UTR4', reason: '' }],
    ]);
  });

  it('keeps only the pending ones of a server that answers every deposit anyway', async () => {
    const h = harness({ stored: { token: 't', mobile: '9876543210' } });
    h.funds.reply('depositHistory', {
      data: [row(3, 'Completed', 'UTR3'), row(2, 'Pending', 'UTR2'), row(1, 'Rejected', 'UTR1')],
    });
    const pending = await new FundHistories(h.funds.api, h.policy).pendingDeposits();
    expect(pending.ok && pending.value.map((r) => r.sn)).toEqual(['2']);
  });

  it('the whole history still asks for every deposit', async () => {
    const h = harness({ stored: { token: 't', mobile: '9876543210' } });
    h.funds.reply('depositHistory', { data: [row(3, 'Completed', 'UTR3')] });
    await new FundHistories(h.funds.api, h.policy).deposits();
    expect(h.funds.callsOf('depositHistory')).toEqual([{}]);
  });

  it('a dead network is a typed failure', async () => {
    const h = harness();
    h.funds.reply('depositHistory', new TransportFailure('network', 'deposit_history', 'offline'));
    expect(await new FundHistories(h.funds.api, h.policy).pendingDeposits()).toMatchObject({
      ok: false,
      failure: { kind: 'transport' },
    });
  });
});
