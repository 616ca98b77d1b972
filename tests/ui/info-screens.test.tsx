// @vitest-environment happy-dom
import './setup-dom.js';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN, renderApp } from './render-app.js';

describe('information screens', () => {
  // Sanitising is checked in Chromium (tests/e2e/market-play.spec.ts): happy-dom is not a DOM
  // DOMPurify can be judged on (it keeps handlers there that it strips in browsers).
  it('shows the rules the server sent', async () => {
    await renderApp('/gameRules', {
      stored: LOGGED_IN,
      script: (g) =>
        g.content.reply('content', {
          content: '<h2>Rules</h2><p onclick="steal()">Play fair</p><script>steal()</script><a href="javascript:steal()">link</a><img src=x onerror="steal()">',
        }),
    });
    expect(await screen.findByText(/Play fair/)).toBeTruthy();
  });

  it('game rates list the main, starline and jackpot rates', async () => {
    await renderApp('/gameRates', {
      stored: LOGGED_IN,
      script: (g) => g.markets.reply('rates', { rates: { single: 9.5, jodi: 95, singlepatti: 150, doublepatti: 300, triplepatti: 700, halfsangam: 1000, fullsangam: 10000, star: { single: 9, singlepatti: 140, doublepatti: 280, triplepatti: 600 }, delhi: { jodi: 90 } } }),
    });
    expect(await screen.findByText('10000 × points')).toBeTruthy();
    expect(screen.getByText('90 × points')).toBeTruthy();
  });
});
