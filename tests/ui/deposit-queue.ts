// The console's deposit queue as a cashier works it in a screen test: its rows, keys pressed
// where the focus is, the review of one request, and a queue of pending deposits to work.
import { fireEvent, screen } from '@testing-library/react';
import type { DepositRow } from '../../core/index.js';
import type { FakeConsole } from '../core/operator/fakes/fake-console.js';

/** The queue's rows, below its header. */
export const rows = () => screen.getAllByRole('row').slice(1);

/** A key pressed where the focus is (the review's dialog, a field, a button): the review listens on the page. */
export const press = (key: string, where: Element = document.activeElement ?? document.body, init: object = {}) =>
  fireEvent.keyDown(where, { key, ...init });

/** The review of deposit #id, once it opens. */
export const review = (id: string) => screen.findByRole('dialog', { name: `Deposit #${id}` });

/**
 * Replaces the fake server's deposits with pending ones, #ids[0] first, with no warnings and
 * no approval yet; `details(n, i)` gives deposit #n (the i-th) its player, amount, UTR and time.
 */
export function pendingDeposits(
  server: FakeConsole,
  ids: number[],
  details: (n: number, i: number) => Pick<DepositRow, 'player' | 'amountPaise' | 'utr' | 'createdAt'>,
): void {
  const first = server.deposits[0]!;
  server.deposits = ids.map((n, i): DepositRow => ({
    ...first,
    id: String(n),
    status: 'pending',
    ...details(n, i),
    warnings: [],
    duplicateOf: undefined,
    typicalAmountPaise: undefined,
    firstApproval: undefined,
  }));
}
