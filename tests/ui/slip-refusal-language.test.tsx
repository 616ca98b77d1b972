// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { hi } from '../../ui/i18n/locales/hi.js';
import { ta } from '../../ui/i18n/locales/ta.js';
import { openJodiReview } from './jodi-review.js';

afterEach(() => act(() => changeLanguage('en')));

/** A liability refusal as the server sends it: English words and the catalogue message they come from. */
const REFUSAL = {
  success: false,
  message: 'Only ₹40.00 more can be placed on 42 today.',
  error: 'Only ₹40.00 more can be placed on 42 today.',
  message_key: 'numberLimitRoom',
  message_values: { number: '42', room: '₹40.00' },
};

async function refusedSlip(language: 'hi' | 'ta', submit: string) {
  const { app, dialog } = await openJodiReview(language, REFUSAL);
  fireEvent.click(within(dialog).getByRole('button', { name: submit }));
  return app;
}

describe('a liability refusal on the slip', () => {
  it('reads in Hindi for a Hindi player, with the room in rupees', async () => {
    await refusedSlip('hi', hi.submit);
    await screen.findByText('42 पर आज केवल ₹40.00 और लगाया जा सकता है।');
    // The slip keeps its bid, for the player to lower it.
    expect(within(screen.getByRole('list', { name: hi.bids })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('reads in Tamil for a Tamil player', async () => {
    await refusedSlip('ta', ta.submit);
    await screen.findByText('42 மீது இன்று இன்னும் ₹40.00 மட்டுமே வைக்க முடியும்.');
  });
});
