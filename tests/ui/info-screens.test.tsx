// @vitest-environment happy-dom
import './setup-dom.js';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGGED_IN, renderApp } from './render-app.js';

describe('information screens', () => {
  // In happy-dom DOMPurify reports itself supported but cleans nothing, so the screen shows the
  // page as text there; in Chromium it is DOMPurify's (tests/e2e/market-play.spec.ts). Either
  // way no script, handler, frame or javascript: link may reach the page.
  const HOSTILE =
    '<h2>Rules</h2><p onclick="steal()">Play fair</p><script>steal()</script><a href="javascript:steal()">link</a>' +
    '<img src=x onerror="steal()"><iframe src="javascript:steal()"></iframe><svg onload="steal()"></svg>';
  const hostileElements = () =>
    document.querySelectorAll(
      'main script, main iframe, main [onclick], main [onerror], main [onload], main [href^="javascript:"]',
    );

  it('shows the rules the server sent, without their scripts and handlers', async () => {
    await renderApp('/gameRules', {
      stored: LOGGED_IN,
      script: (g) => g.content.reply('content', { content: HOSTILE }),
    });
    await screen.findByText(/Play fair/);
    expect(hostileElements()).toHaveLength(0);
  });

  it('shows the videos page without its scripts and handlers', async () => {
    await renderApp('/videos', {
      stored: LOGGED_IN,
      script: (g) => g.content.reply('content', { content: HOSTILE.replace('Rules', 'Videos') }),
    });
    await screen.findByText(/Play fair/);
    expect(hostileElements()).toHaveLength(0);
  });

  it('game rates list the main, starline and jackpot rates', async () => {
    await renderApp('/gameRates', {
      stored: LOGGED_IN,
      script: (g) =>
        g.markets.reply('rates', {
          rates: {
            single: 9.5,
            jodi: 95,
            singlepatti: 150,
            doublepatti: 300,
            triplepatti: 700,
            halfsangam: 1000,
            fullsangam: 10000,
            star: { single: 9, singlepatti: 140, doublepatti: 280, triplepatti: 600 },
            delhi: { jodi: 90 },
          },
        }),
    });
    await screen.findByText('10000 × points');
    expect(screen.getByText('90 × points')).toBeTruthy();
  });
});
