// Figures people read, in core: the audit trail's money in rupees, the
// words an operator types held to the server's own maximum.
import { describe, expect, it } from 'vitest';
import {
  auditTextInRupees,
  auditValueInRupees,
  AuditTrail,
  englishOperatorText,
  MAX_PAYOUT_REFERENCE_LENGTH,
  MAX_REASON_LENGTH,
  payoutReferenceError,
  reasonError,
  WithdrawDesk,
} from '../../../core/index.js';
import { consoleHarness } from './console-harness.js';

describe("the audit trail's money, as an operator reads it", () => {
  it('every field ending in Paise reads rupees, named without the suffix; the rest is untouched', () => {
    expect(auditValueInRupees({ amountPaise: 50_000 })).toEqual({ amount: '₹500.00' });
    expect(
      auditValueInRupees({
        status: 'pending',
        player: '9876543210',
        balancePaise: 123_456_789,
        debtPaise: -1000,
        maxStakePaise: null,
        nested: { limits: [{ timing: '11:00', maxPayoutPaise: 5 }] },
      }),
    ).toEqual({
      status: 'pending',
      player: '9876543210',
      balance: '₹12,34,567.89',
      debt: '−₹10.00',
      maxStake: null,
      nested: { limits: [{ timing: '11:00', maxPayout: '₹0.05' }] },
    });
  });

  it('keeps what is not whole paise, a name already taken, and values that hold no money', () => {
    expect(auditValueInRupees({ amount: 'typed 500', amountPaise: 50_000 })).toEqual({
      amount: 'typed 500',
      amountRupees: '₹500.00',
    });
    expect(auditValueInRupees({ ratePaise: 9.5, Paise: 3, notPaise: 'x' })).toEqual({
      ratePaise: 9.5,
      Paise: 3,
      notPaise: 'x',
    });
    expect(auditValueInRupees({ amountPaise: '70000' })).toEqual({ amount: '₹700.00' });
    expect(auditValueInRupees(null)).toBeNull();
    expect(auditValueInRupees(['a', 1])).toEqual(['a', 1]);
  });

  it('over the JSON text the console receives; text that is not JSON comes back as it was', () => {
    expect(auditTextInRupees('{"status":"completed","amountPaise":50000}')).toBe(
      '{"status":"completed","amount":"₹500.00"}',
    );
    expect(auditTextInRupees('{"status":"completed"}')).toBe('{"status":"completed"}');
    expect(auditTextInRupees('not json, Paise')).toBe('not json, Paise');
    expect(auditTextInRupees('')).toBe('');
  });

  it('a page of the trail comes to the screen in rupees', async () => {
    const { server, policy } = consoleHarness('owner');
    server.audit.push({
      id: '1',
      at: '2026-11-20 12:00:00',
      operator: 'owner',
      role: 'owner',
      action: 'player.bonus',
      target: 'player:9876543210',
      before: '{"balancePaise":0,"bonusPaise":0,"debtPaise":0}',
      after: '{"balancePaise":0,"bonusPaise":50000,"debtPaise":0,"amountPaise":50000,"reason":"Diwali"}',
      address: '127.0.0.1',
    });
    const outcome = await new AuditTrail(server.auditTrail, policy).list({}, 1);
    expect(outcome.ok && outcome.value.rows[0]).toMatchObject({
      before: '{"balance":"₹0.00","bonus":"₹0.00","debt":"₹0.00"}',
      after: '{"balance":"₹0.00","bonus":"₹500.00","debt":"₹0.00","amount":"₹500.00","reason":"Diwali"}',
    });
  });
});

describe("an operator's words, held to the server's maximum", () => {
  it(`a reason: ${MAX_REASON_LENGTH} characters (trimmed) pass, one more is refused`, () => {
    expect(reasonError(` ${'r'.repeat(MAX_REASON_LENGTH)} `)).toBeUndefined();
    const error = reasonError('r'.repeat(MAX_REASON_LENGTH + 1));
    expect(error && englishOperatorText(error)).toBe('Keep the reason to 200 characters.');
  });

  it(`a payout reference: ${MAX_PAYOUT_REFERENCE_LENGTH} characters pass, one more is refused before anything is sent`, async () => {
    expect(payoutReferenceError('R'.repeat(MAX_PAYOUT_REFERENCE_LENGTH))).toBeUndefined();
    const { server, policy } = consoleHarness('asha.cash');
    const outcome = await new WithdrawDesk(server.desks, policy).approve(
      '21',
      'R'.repeat(MAX_PAYOUT_REFERENCE_LENGTH + 1),
    );
    expect(outcome.ok || [outcome.failure.kind, englishOperatorText(outcome.failure.message)]).toEqual([
      'invalid',
      'Keep the payout reference to 100 characters.',
    ]);
    expect(server.callsOf('approveWithdrawal')).toEqual([]);
  });
});
