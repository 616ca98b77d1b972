// @vitest-environment happy-dom
// Hostile input to the console's forms gets an error beside the field that says what is wrong
// and what is allowed, never just the field's label: the market name, a banner's link, a
// liability limit past the most, and a wallet adjustment past one movement's limit.
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPERATOR_MESSAGES } from '../../core/index.js';
import { consoleEn } from '../../ui/console/i18n/en.js';
import { renderConsole } from './render-console.js';
import { saveStarlineSlotLimit } from './starline-slot-limit.js';

const type = (label: string | RegExp, value: string, root: HTMLElement = document.body) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
/** Fills the markets desk's new-market form and asks to add it. */
const addMarket = (name: string, open: string, close: string) => {
  type('Name', name);
  type('Open time', open);
  type('Close time', close);
  fireEvent.click(screen.getByRole('button', { name: 'Add a market' }));
};

describe('console field messages', () => {
  it('no console word takes the key of a message core shows beside a field', () => {
    const replaced = Object.entries(OPERATOR_MESSAGES)
      .filter(([key, message]) => (consoleEn as Record<string, string>)[key] !== message)
      .map(([key]) => key);
    expect(replaced).toEqual([]);
  });

  it('a market name of markup: what a name may hold, beside the name, and nothing sent', async () => {
    const app = await renderConsole('/markets', { as: 'owner' });
    await screen.findByText('KALYAN');
    addMarket('<b>x</b>', '10:00', '11:00');
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    await screen.findByText(
      'Market name must be 2 to 40 letters, digits, spaces or . _ -, starting with a letter or digit.',
    );
    expect((name as HTMLInputElement).value).toBe('<b>x</b>');
    expect(app.server.callsOf('saveMarket')).toEqual([]);
  });

  it('a close time before the open time and after 06:00: says a night market closes by 06:00', async () => {
    const app = await renderConsole('/markets', { as: 'owner' });
    await screen.findByText('KALYAN');
    addMarket('Milan Day', '15:00', '13:00');
    await screen.findByText(
      /a night market closes by 06:00: check that the open and the close are not the wrong way round/,
    );
    expect(app.server.callsOf('saveMarket')).toEqual([]);
  });

  it('a liability limit past the most: names the field and the most', async () => {
    const app = await renderConsole('/markets', { as: 'owner' });
    const slot = await saveStarlineSlotLimit('10000000000.01');
    await within(slot).findByText('Maximum payout per number must be at most ₹1,00,00,00,000.');
    expect(app.server.callsOf('setLimit')).toEqual([]);
  });

  it('a banner link that is not a web address: what a link must be, beside the link', async () => {
    const app = await renderConsole('/content', { as: 'owner' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Banners' }));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'b.png', {
      type: 'image/png',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
    type('Link (optional)', 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Add banner' }));
    await screen.findByText('The link must be a web address starting with https:// or http://.');
    expect(screen.queryAllByText('Link (optional)')).toHaveLength(1);
    expect(app.server.callsOf('addBanner')).toEqual([]);
  });

  it('an adjustment past one movement: names the amount and the most, keeping what was typed', async () => {
    const app = await renderConsole('/players/1', { as: 'owner' });
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust main wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust main wallet' });
    fireEvent.change(within(dialog).getByLabelText(/Rupees: 500 gives/), { target: { value: '-100000000.01' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Typo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    await within(dialog).findByText('The amount must be at most ₹1,00,00,000.');
    expect((within(dialog).getByLabelText(/Rupees: 500 gives/) as HTMLInputElement).value).toBe('-100000000.01');
    expect(app.server.callsOf('adjust')).toEqual([]);
  });
});
