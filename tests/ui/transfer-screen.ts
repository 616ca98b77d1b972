// The player's transfer screen in a screen test, and the server's answers to a transfer of ₹50.
import { LOGGED_IN, renderApp, type RenderedGateways } from './render-app.js';

/** The transfer screen of a signed-in player with ₹500; `script` gives the scripted server its answers. */
export const renderTransferScreen = (script?: (g: RenderedGateways) => void) =>
  renderApp('/transfer', { stored: { ...LOGGED_IN, wallet: '500' }, ...(script && { script }) });

/** The owner of 9123456789, as transfer-recipient masks the name. */
export const recipientNamed = (g: RenderedGateways) =>
  g.funds.reply('transferRecipient', { success: true, name: 'Ra*** Ku***' });

/** 9123456789 is Ra*** Ku***, and ₹50 goes to them, leaving ₹450. */
export const fiftySent = (g: RenderedGateways) => {
  recipientNamed(g);
  g.funds.reply('transfer', {
    success: '1',
    msg: '₹50.00 sent to 9123456789',
    message_key: 'transferSent',
    message_values: { amount: '₹50.00', mobile: '9123456789' },
    wallet: '450',
  });
};
