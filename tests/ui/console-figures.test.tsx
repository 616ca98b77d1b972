// @vitest-environment happy-dom
// Figures people read in the console: the audit trail's money in rupees,
// reason fields whose counter and limit are the server's own maximum, and counts worded in
// the singular when they are one.
import './setup-dom.js';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { done, MAX_REASON_LENGTH } from '../../core/index.js';
import { CONSOLE_NS, initConsoleI18n } from '../../ui/console/i18n/i18n.js';
import { AmountReasonModal } from '../../ui/console/screens/players/amount-reason-modal.js';
import { renderAuditTrailOf } from './audit-trail-screen.js';
import { renderConsole } from './render-console.js';

const rows = () => screen.getAllByRole('row').slice(1);

describe('the audit trail', () => {
  it('shows the money of before and after in rupees, not paise', async () => {
    await renderAuditTrailOf({
      operator: 'owner',
      role: 'owner',
      action: 'withdrawal.approve',
      target: 'withdrawal:21',
      before: '{"status":"pending","amountPaise":50000,"player":"9876543210"}',
      after: '{"status":"completed","payoutReference":"UTR77"}',
    });
    await screen.findByText('withdrawal.approve');
    expect(screen.getByText('{"status":"pending","amount":"₹500.00","player":"9876543210"}')).toBeTruthy();
    expect(screen.queryByText(/amountPaise/)).toBeNull();
  });
});

describe('reason fields count to the maximum the server keeps', () => {
  it('a rejection: the field takes no more than the maximum, and the counter reads 0 exactly there', async () => {
    await renderConsole('/deposits', { as: 'asha.cash' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(within(rows()[1]!).getByRole('button', { name: 'Reject' }));
    // Pending deposits come oldest first: the second row is whichever deposit is second oldest.
    const dialog = await screen.findByRole('dialog', { name: /^Reject deposit #\d+$/ });
    const field = within(dialog).getByLabelText(/Reason/) as HTMLTextAreaElement;
    expect(field.maxLength).toBe(MAX_REASON_LENGTH);
    within(dialog).getByText(`${MAX_REASON_LENGTH} characters left`);

    fireEvent.change(field, { target: { value: 'r'.repeat(MAX_REASON_LENGTH - 1) } });
    within(dialog).getByText('1 character left');
    fireEvent.change(field, { target: { value: 'r'.repeat(MAX_REASON_LENGTH) } });
    within(dialog).getByText('0 characters left');
    // Text longer than the field takes (set, not typed) is named, not counted as 0.
    fireEvent.change(field, { target: { value: 'r'.repeat(250) } });
    within(dialog).getByText('50 characters too many');
  });

  it('a bonus or an adjustment: its reason has the same maximum and counter', async () => {
    await initConsoleI18n();
    render(
      <MantineProvider>
        <AmountReasonModal
          opened
          title="Grant bonus"
          hint="A bonus"
          amountLabel="Amount in rupees"
          confirm="Grant bonus"
          onClose={() => undefined}
          onSubmit={() => Promise.resolve(done(undefined))}
        />
      </MantineProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grant bonus' });
    const field = within(dialog).getByLabelText(/Reason/) as HTMLTextAreaElement;
    expect(field.maxLength).toBe(MAX_REASON_LENGTH);
    fireEvent.change(field, { target: { value: 'Diwali' } });
    within(dialog).getByText(`${MAX_REASON_LENGTH - 6} characters left`);
  });
});

describe("the console's counts, singular for one", () => {
  const t = (key: string, values: Record<string, unknown>) => i18next.t(key, { ns: CONSOLE_NS, ...values });

  it.each([
    ['charactersLeft', { count: 1 }, '1 character left'],
    ['charactersLeft', { count: 2 }, '2 characters left'],
    ['charactersOver', { count: 1 }, '1 character too many'],
    ['idleNote', { count: 1 }, 'Signed out after 1 idle minute.'],
    ['idleNote', { count: 30 }, 'Signed out after 30 idle minutes.'],
    ['voidedStakes', { count: 1 }, '1 stake'],
    ['voidedPlayers', { count: 1 }, '1 player'],
    ['voidedPlayers', { count: 3 }, '3 players'],
    ['sendToEveryoneConfirm', { count: 1, players: '1' }, 'Send to 1 player'],
    ['sendToEveryoneConfirm', { count: 12_345, players: '12,345' }, 'Send to 12,345 players'],
  ])('%s with %o', async (key, values, expected) => {
    await initConsoleI18n();
    expect(t(key, values)).toBe(expected);
  });

  it('a void of one stake of one player says so', async () => {
    await initConsoleI18n();
    const stakes = t('voidedStakes', { count: 1 });
    const players = t('voidedPlayers', { count: 1 });
    expect(t('voidedNote', { name: 'KALYAN 2026-11-20', stakes, players })).toBe(
      'KALYAN 2026-11-20 voided: 1 stake refunded to 1 player.',
    );
  });

  it('My account counts the idle minutes through the plural forms', async () => {
    await renderConsole('/account', { as: 'owner' });
    await screen.findByText('Signed out after 30 idle minutes.');
  });
});
