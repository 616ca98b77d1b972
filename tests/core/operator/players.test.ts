import { describe, expect, it } from 'vitest';
import { englishOperatorText, PlayerActions, PlayerDirectory } from '../../../core/index.js';
import { consoleHarness } from './console-harness.js';

describe('player directory', () => {
  it('searches by a mobile typed with spaces, or by part of a name', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const directory = new PlayerDirectory(server.playerAdmin, policy);
    const byMobile = await directory.search(' 98765 43210 ', 1);
    expect(server.callsOf('search')).toEqual([{ q: '9876543210', page: 1 }]);
    expect(byMobile.ok && byMobile.value.rows.map((p) => p.name)).toEqual(['Asha Rao']);
    const byName = await directory.search('asha', 1);
    expect(byName.ok && byName.value.total).toBe(1);
  });

  it('reads a player’s file, ledger and activity', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const directory = new PlayerDirectory(server.playerAdmin, policy);
    expect(await directory.file('1')).toMatchObject({
      ok: true,
      value: { player: { mobile: '9876543210' }, sessions: [{}] },
    });
    expect(await directory.ledger('1', 1)).toMatchObject({
      ok: true,
      value: { rows: [{ balanceAfterPaise: 12_345_600 }] },
    });
    expect(await directory.activity('1', 'deposits', 1)).toMatchObject({ ok: true, value: { rows: [{ id: '11' }] } });
    expect(server.callsOf('activity')).toEqual([{ id: '1', kind: 'deposits', page: 1 }]);
  });
});

describe('player actions', () => {
  it('block needs a reason; the player is then blocked with it', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const actions = new PlayerActions(server.playerAdmin, policy);
    expect(await actions.block('1', '')).toMatchObject({ ok: false, failure: { kind: 'invalid', field: 'reason' } });
    expect(await actions.block('1', ' Shared account ')).toMatchObject({
      ok: true,
      value: { blocked: true, blockedReason: 'Shared account' },
    });
    expect(await actions.unblock('1')).toMatchObject({ ok: true, value: { blocked: false } });
  });

  it('a bonus needs a positive amount and a reason', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const actions = new PlayerActions(server.playerAdmin, policy);
    const outcome = await actions.bonus('1', '-5', 'Diwali');
    expect(outcome.ok || [outcome.failure.kind, englishOperatorText(outcome.failure.message)]).toEqual([
      'invalid',
      'Enter an amount in rupees from ₹0.01 to ₹1,00,00,000, like 500 or 99.50.',
    ]);
    expect(await actions.bonus('1', ' 100 ', ' Diwali ')).toMatchObject({ ok: true });
    expect(server.callsOf('bonus')).toEqual([{ id: '1', amount: '100', reason: 'Diwali' }]);
  });

  it('an adjustment is signed, needs a reason, and is the owner’s alone', async () => {
    const owner = consoleHarness('owner');
    const actions = new PlayerActions(owner.server.playerAdmin, owner.policy);
    expect(await actions.adjust('1', '-250', ' ')).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', field: 'reason' },
    });
    expect(await actions.adjust('1', '0', 'x')).toMatchObject({
      ok: false,
      failure: { kind: 'invalid', field: 'amount' },
    });
    expect(await actions.adjust('1', '- 250', 'Duplicate credit')).toMatchObject({ ok: true });
    expect(await actions.adjust('1', '+500', 'Refund')).toMatchObject({ ok: true });
    expect(owner.server.callsOf('adjust')).toEqual([
      { id: '1', amount: '-250', reason: 'Duplicate credit' },
      { id: '1', amount: '500', reason: 'Refund' },
    ]);
    const cashier = consoleHarness('asha.cash');
    expect(await new PlayerActions(cashier.server.playerAdmin, cashier.policy).adjust('1', '500', 'x')).toMatchObject({
      ok: false,
      failure: { status: 403 },
    });
  });
});
