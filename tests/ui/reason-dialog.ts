// A console dialog that will not act without a reason, as an operator meets it in a screen test.
import { fireEvent, within } from '@testing-library/react';

/**
 * Presses `button` in `dialog` with no reason given: the dialog asks for one, and `whileRefused`
 * checks what the refusal kept (nothing sent, the fields as typed). Then types `reason` and
 * presses `button` again.
 */
export async function confirmWithReason(
  dialog: HTMLElement,
  button: string,
  reason: string,
  whileRefused: () => void,
): Promise<void> {
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  await within(dialog).findByText('Enter a reason.');
  whileRefused();
  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
}
