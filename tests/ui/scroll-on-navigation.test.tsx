// @vitest-environment happy-dom
import './setup-dom.js';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOGGED_IN, renderApp } from './render-app.js';

describe('moving to another screen', () => {
  it('opens it at its top, not at the scroll the last screen was left at', async () => {
    const app = await renderApp('/passbook', {
      stored: LOGGED_IN,
      script: (g) => {
        g.history.reply('passbook', { data: [], current_page: 1, total_pages: 1 });
        g.markets.reply('home', { result: [] });
      },
    });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await act(async () => {
      await app.router.navigate('/home');
    });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
