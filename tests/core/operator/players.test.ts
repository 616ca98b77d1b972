import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  englishOperatorText,
  MAX_NOTE_LENGTH,
  PlayerActions,
  PlayerChanges,
  PlayerDirectory,
  PlayerNotes,
  type PlayerPageEvent,
} from '../../../core/index.js';
import { consoleHarness } from './console-harness.js';
import { refusedAt } from './refused-at.js';

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
    expect(await actions.block('1', '')).toMatchObject(refusedAt('reason'));
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
    expect(await actions.adjust('1', '-250', ' ')).toMatchObject(refusedAt('reason'));
    expect(await actions.adjust('1', '0', 'x')).toMatchObject(refusedAt('amount'));
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

describe('a cashier’s credits and debits', () => {
  it('reads the allowance; adjusts within it once the owner has set a ceiling', async () => {
    const cashier = consoleHarness('asha.cash');
    const actions = new PlayerActions(cashier.server.playerAdmin, cashier.policy);
    cashier.server.cashierCeilingPaise = 100_000;
    expect(await actions.walletAllowance()).toEqual({
      ok: true,
      value: { unlimited: false, day: '2026-11-20', ceilingPaise: 100_000, movedPaise: 0, leftPaise: 100_000 },
    });
    expect(await actions.adjust('1', '-250', 'Bonus paid twice')).toMatchObject({ ok: true });
    expect(await actions.adjust('1', '800', 'Refund')).toMatchObject({ ok: false, failure: { status: 400 } });
    const owner = consoleHarness('owner');
    expect(await new PlayerActions(owner.server.playerAdmin, owner.policy).walletAllowance()).toEqual({
      ok: true,
      value: { unlimited: true },
    });
  });
});

describe('notes on a player', () => {
  it('a note is required and at most MAX_NOTE_LENGTH characters, checked before anything is sent; sent trimmed', async () => {
    const { server, policy } = consoleHarness('owner');
    const notes = new PlayerNotes(server.playerAdmin, policy);
    const empty = await notes.add('1', '  \n ');
    expect(empty).toMatchObject(refusedAt('text'));
    expect(empty.ok || englishOperatorText(empty.failure.message)).toBe('Write the note.');
    const long = await notes.add('1', 'x'.repeat(MAX_NOTE_LENGTH + 1));
    expect(long.ok || englishOperatorText(long.failure.message)).toBe(
      `Keep the note to ${MAX_NOTE_LENGTH} characters.`,
    );
    expect(server.callsOf('addNote')).toEqual([]);
    expect(await notes.add('1', ` ${'y'.repeat(MAX_NOTE_LENGTH)} `)).toMatchObject({ ok: true });
    expect(await notes.add('1', ' Called back.\nAll fine. ')).toMatchObject({ ok: true, value: { operator: 'owner' } });
    expect(server.callsOf('addNote').at(-1)).toEqual({ id: '1', text: 'Called back.\nAll fine.' });
    const listed = await notes.list('1', 1);
    expect(listed.ok && listed.value.rows.map((n) => n.text.slice(0, 6))).toEqual(['Called', 'yyyyyy']);
  });

  it('a cashier reads notes but may not write them', async () => {
    const { server, policy } = consoleHarness('asha.cash');
    const notes = new PlayerNotes(server.playerAdmin, policy);
    expect(await notes.list('1', 1)).toMatchObject({ ok: true, value: { rows: [] } });
    expect(await notes.add('1', 'Hello')).toMatchObject({ ok: false, failure: { status: 403 } });
  });
});

describe('when a player’s page reads again', () => {
  it('counts each change of the player and each reopening of the stream, not its first opening', () => {
    const events = new Subject<PlayerPageEvent>();
    const asked: string[] = [];
    const changes = new PlayerChanges({
      events$: (id) => {
        asked.push(id);
        return events.asObservable();
      },
    });
    const counts: number[] = [];
    const subscription = changes.changes$('7').subscribe((n) => counts.push(n));
    events.next({ type: 'open' });
    expect(counts).toEqual([]);
    events.next({ type: 'player' });
    events.next({ type: 'player' });
    events.next({ type: 'open' });
    expect(counts).toEqual([1, 2, 3]);
    expect(asked).toEqual(['7']);
    subscription.unsubscribe();
  });
});
