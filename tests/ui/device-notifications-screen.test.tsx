// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../ui/i18n/i18n.js';
import { LOGGED_IN, renderApp } from './render-app.js';

// Web Push on this device, opened from the side menu, in the player's language.
afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('notifications on this device', () => {
  it('opens from the side menu and says when the browser cannot show notifications', async () => {
    await renderApp('/home', { stored: LOGGED_IN });
    fireEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Notifications on this device' }));
    // happy-dom has no Push API: the screen says so, and offers nothing to turn on.
    expect((await screen.findByRole('status')).textContent).toBe('This browser cannot show notifications.');
    expect(screen.getByText(/also when the app is closed\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });

  it('speaks the player’s language', async () => {
    await act(() => changeLanguage('hi'));
    await renderApp('/deviceNotifications', { stored: LOGGED_IN });
    expect((await screen.findByRole('status')).textContent).toBe('यह ब्राउज़र सूचनाएँ नहीं दिखा सकता।');
    expect(screen.getByText(/ऐप बंद होने पर भी।$/)).toBeTruthy();
    expect(screen.getAllByText('इस डिवाइस पर सूचनाएँ').length).toBeGreaterThan(0);
  });
});
