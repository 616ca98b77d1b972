// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { fiftySent, recipientNamed, renderTransferScreen } from './transfer-screen.js';

const fill = async (mobile: string, amount: string) => {
  const [recipient, rupees] = await screen.findAllByRole('textbox');
  fireEvent.change(recipient!, { target: { value: mobile } });
  fireEvent.change(rupees!, { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: /^(Transfer|ट्रांसफर)$/ }));
};

describe('transfer', () => {
  it('shows the masked name first and moves money only on Send; Cancel moves nothing and keeps the form', async () => {
    const app = await renderTransferScreen(fiftySent);
    await fill('9123456789', '50');
    const dialog = await screen.findByRole('dialog', { name: 'Check before you send' });
    expect(within(dialog).getByText('Ra*** Ku***')).toBeTruthy();
    expect(within(dialog).getByText('9123456789')).toBeTruthy();
    expect(app.gateways.funds.callsOf('transferRecipient')).toEqual([{ user: '9123456789' }]);
    expect(app.gateways.funds.callsOf('transfer')).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.gateways.funds.callsOf('transfer')).toEqual([]);
    const [recipient, rupees] = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect([recipient!.value, rupees!.value]).toEqual(['9123456789', '50']);

    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send ₹50.00' }));
    await screen.findByText('₹50.00 sent to 9123456789');
    expect(app.gateways.funds.callsOf('transfer')).toEqual([{ user: '9123456789', amount: '50' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an unknown mobile is refused at the look-up: no dialog, nothing moves, the form is kept', async () => {
    const app = await renderTransferScreen((g) =>
      g.funds.reply('transferRecipient', {
        success: false,
        message: 'No player has this mobile number.',
        message_key: 'noPlayerForMobile',
      }),
    );
    await fill('9123456780', '50');
    await screen.findByText('No player has this mobile number.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.gateways.funds.callsOf('transfer')).toEqual([]);
    expect((screen.getAllByRole('textbox')[0] as HTMLInputElement).value).toBe('9123456780');
  });

  it('a mobile that is not ten digits is refused before anything is sent', async () => {
    const app = await renderTransferScreen();
    await fill('91234', '50');
    await screen.findByText('Enter valid mobile number');
    expect(app.gateways.funds.callsOf('transferRecipient')).toEqual([]);
    expect(app.gateways.funds.callsOf('transfer')).toEqual([]);
  });

  it('asks in Hindi', async () => {
    await renderTransferScreen(recipientNamed);
    await act(() => changeLanguage('hi'));
    await fill('9123456789', '50');
    const dialog = await screen.findByRole('dialog', { name: 'भेजने से पहले जाँचें' });
    expect(within(dialog).getByRole('button', { name: '₹50.00 भेजें' })).toBeTruthy();
  });
});
