// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole } from './render-console.js';

// useLookThenConfirm, through the two panels that use it: the preview (declare) and the correction.
const DESK = '/today/desk?market=KALYAN&kind=main&session=open';
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const callsOf = (app: Awaited<ReturnType<typeof renderConsole>>, method: string) =>
  app.resultsBoard.calls.filter((c) => c.method === method);
/** Opens KALYAN's desk as the owner, types a pana into a field and looks ('Preview', 'Show the difference'). */
async function openDeskAndLook(field: string, pana: string, look: string) {
  const app = await renderConsole(DESK, { as: 'owner' });
  type(field, pana);
  fireEvent.click(await screen.findByRole('button', { name: look }));
  return app;
}

describe('look, then confirm', () => {
  it('drops the preview when the pana changes after looking, so the old pana cannot be declared', async () => {
    await openDeskAndLook('Pana', '128', 'Preview');
    await screen.findByRole('button', { name: 'Declare 128' });
    type('Pana', '137');
    expect(screen.queryByRole('button', { name: 'Declare 128' })).toBeNull();
    expect(screen.queryByTestId('preview-payout')).toBeNull();
    // Looking again at the new pana offers it.
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('button', { name: 'Declare 137' });
  });

  it('drops the difference when the correction changes after looking', async () => {
    await openDeskAndLook('Correct to the pana', '137', 'Show the difference');
    await screen.findByRole('button', { name: 'Correct 128 to 137' });
    type('Correct to the pana', '146');
    expect(screen.queryByRole('button', { name: 'Correct 128 to 137' })).toBeNull();
  });

  it('refuses a correction whose confirmation differs, beside the field, and sends nothing', async () => {
    const app = await openDeskAndLook('Correct to the pana', '137', 'Show the difference');
    fireEvent.click(await screen.findByRole('button', { name: 'Correct 128 to 137' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type it again'), { target: { value: '173' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Correct' }));
    await within(dialog).findByText('Type 137 again, exactly, to confirm.');
    expect(callsOf(app, 'correct')).toEqual([]);
    // The dialog stays with what was typed in it.
    expect((within(dialog).getByLabelText('Type it again') as HTMLInputElement).value).toBe('173');
  });

  it('keeps the pana and its preview when the server refuses the declaration', async () => {
    const app = await openDeskAndLook('Pana', '128', 'Preview');
    fireEvent.click(await screen.findByRole('button', { name: 'Declare 128' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Type it again'), { target: { value: '128' } });
    app.resultsBoard.failNext({
      status: 409,
      error: 'KALYAN on 2026-11-20 was voided by owner: its stakes were refunded.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    await screen.findByText('KALYAN on 2026-11-20 was voided by owner: its stakes were refunded.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(app, 'declare')).toHaveLength(1);
    expect((screen.getByLabelText('Pana') as HTMLInputElement).value).toBe('128');
    expect(screen.getByRole('button', { name: 'Declare 128' })).toBeTruthy();
    // Nothing read again after a refusal: the preview on screen is the one looked at.
    expect(callsOf(app, 'preview')).toHaveLength(1);
  });
});
