import { fireEvent, screen, within } from '@testing-library/react';

/**
 * On the console's markets desk: opens STARLINE's setup, types a maximum payout per number for
 * its 11:00 slot and saves it. Answers the slot, where its message shows.
 */
export async function saveStarlineSlotLimit(maxPayout: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: 'Set up STARLINE' }));
  const slot = await screen.findByRole('group', { name: 'Limit of slot 11:00' });
  fireEvent.change(within(slot).getByLabelText('Maximum payout per number (₹)'), { target: { value: maxPayout } });
  fireEvent.click(within(slot).getByRole('button', { name: 'Save limit' }));
  return slot;
}
