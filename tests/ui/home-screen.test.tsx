// @vitest-environment happy-dom
import './setup-dom.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../core/index.js';
import { watchInstallOffer } from '../../ui/screens/home/install-offer.js';
import { VirtualClock } from '../../testing/fakes/virtual-clock.js';
import { LOGGED_IN, renderApp, type RenderedGateways } from './render-app.js';

watchInstallOffer(window);

const MARKETS = [
  { market: 'KALYAN', result: '123-6', is_open: '1', is_close: '1', open_time: '15:45', close_time: '17:45' },
  { market: 'SRIDEVI', result: '', is_open: '0', is_close: '0', open_time: '11:35', close_time: '12:35' },
];
const home =
  (extra: Record<string, unknown> = {}) =>
  (g: RenderedGateways) =>
    g.markets.reply('home', { result: MARKETS, ...extra });
const visibleBanner = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false');

describe('home', () => {
  it('on a break: says why and until when, shows no banner or tile, and no card opens a board', async () => {
    const app = await renderApp('/home', {
      stored: LOGGED_IN,
      script: home({
        images: [{ image: '/one.png', refer: 'https://example.in/offer' }],
        starline_enable: '1',
        delhi_enable: '1',
        betting_paused: { message_key: 'coolOffActive', message_values: { until: '2026-12-04 10:00' } },
      }),
    });
    await screen.findByText('You chose a break from betting until 2026-12-04 10:00.');
    expect(screen.getByRole('link', { name: 'My limits' }).getAttribute('href')).toBe('/limits');
    expect(screen.queryByRole('region', { name: 'Banners' })).toBeNull();
    const card = screen.getByRole('button', { name: /^KALYAN/ });
    expect(card.textContent).toContain('Paused');
    expect((card as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(card);
    expect(app.router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('banners advance every 3 s, hold still under the pointer, and a dot picks one; unsafe ones are dropped', async () => {
    const clock = new VirtualClock();
    await renderApp('/home', {
      stored: LOGGED_IN,
      scheduler: clock,
      script: home({
        images: [
          { image: '/one.png', refer: 'https://example.in/offer' },
          { image: 'javascript:alert(1)', refer: '' },
          { image: '/two.png', refer: 'javascript:alert(1)' },
          { image: 'data:image/png;base64,AAAA' },
        ],
      }),
    });
    const carousel = await screen.findByRole('region', { name: 'Banners' });
    expect(
      within(carousel)
        .getAllByRole('img', { hidden: true })
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Banner 1 of 3', 'Banner 2 of 3', 'Banner 3 of 3']);
    expect(within(visibleBanner()!).getByRole('link').getAttribute('href')).toBe('https://example.in/offer');
    act(() => clock.advance(3000));
    expect(within(visibleBanner()!).getByRole('img').getAttribute('alt')).toBe('Banner 2 of 3');
    // A link that is not a web address is not followed.
    expect(within(visibleBanner()!).queryByRole('link')).toBeNull();
    act(() => clock.advance(3000));
    expect(within(visibleBanner()!).getByRole('img').getAttribute('alt')).toBe('Banner 3 of 3');
    act(() => clock.advance(3000));
    expect(within(visibleBanner()!).getByRole('img').getAttribute('alt')).toBe('Banner 1 of 3');

    fireEvent.pointerEnter(carousel);
    act(() => clock.advance(9000));
    expect(within(visibleBanner()!).getByRole('img').getAttribute('alt')).toBe('Banner 1 of 3');
    fireEvent.pointerLeave(carousel);
    act(() => clock.advance(3000));
    expect(within(visibleBanner()!).getByRole('img').getAttribute('alt')).toBe('Banner 2 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Show banner 1' }));
    expect(within(visibleBanner()!).getByRole('img').getAttribute('alt')).toBe('Banner 1 of 3');
    act(() => clock.advance(2999));
    expect(within(visibleBanner()!).getByRole('img').getAttribute('alt')).toBe('Banner 1 of 3');
    act(() => clock.advance(1));
    expect(within(visibleBanner()!).getByRole('img').getAttribute('alt')).toBe('Banner 2 of 3');
  });

  it('shows no banner area without banners', async () => {
    await renderApp('/home', { stored: LOGGED_IN, script: home({ images: [] }) });
    await screen.findByText('KALYAN');
    expect(screen.queryByRole('region', { name: 'Banners' })).toBeNull();
  });

  it('the chart icon asks Jodi or Panna Chart and opens /chart', async () => {
    const app = await renderApp('/home', { stored: LOGGED_IN, script: home() });
    fireEvent.click(await screen.findByRole('button', { name: 'Charts of SRIDEVI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Charts of SRIDEVI' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Panna Chart' }));
    await vi.waitFor(() => expect(app.router.state.location.pathname).toBe('/chart'));
    expect(app.router.state.location.state).toEqual({ market: 'SRIDEVI', type: 'panel' });
  });

  it('the demo number sees no chart icons', async () => {
    await renderApp('/home', { stored: { ...LOGGED_IN, mobile: '9999999999' }, script: home() });
    await screen.findByText('KALYAN');
    expect(screen.queryByRole('button', { name: /^Charts of/ })).toBeNull();
  });

  it('an open market leads to its games; a closed one says when it plays', async () => {
    const app = await renderApp('/home', { stored: LOGGED_IN, script: home() });
    fireEvent.click(await screen.findByRole('button', { name: /^SRIDEVI/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Betting is Closed For Today' });
    expect(within(dialog).getAllByText('11:35')).toHaveLength(2);
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: /^KALYAN/ }));
    await vi.waitFor(() => expect(app.router.state.location.pathname).toBe('/games'));
    expect(app.router.state.location.state).toEqual({ market: 'KALYAN', is_open: '1' });
  });

  it('the install dialog opens where the browser offers to install, at most once a day', async () => {
    // After this device's first placed bet (see player-brand-and-install.test.tsx for before it).
    const app = await renderApp('/home', { stored: { ...LOGGED_IN, firstBetPlaced: true }, script: home() });
    await screen.findByText('KALYAN');
    // Without the browser's offer there is nothing to install with: no dialog.
    expect(screen.queryByRole('dialog', { name: 'Install the app' })).toBeNull();
    expect(app.storage.get(STORAGE_KEYS.lastDialogShown)).toBeNull();

    const prompt = vi.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    act(() => void window.dispatchEvent(offer));
    expect(offer.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Install the app' });
    const shownAt = Number(app.storage.get(STORAGE_KEYS.lastDialogShown));
    expect(Math.abs(shownAt - Date.now())).toBeLessThan(60_000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Install' }));
    await vi.waitFor(() => expect(prompt).toHaveBeenCalledOnce());
    app.unmount();

    // A new offer the same day opens no dialog.
    const again = await renderApp('/home', {
      stored: { ...LOGGED_IN, firstBetPlaced: true, lastDialogShown: shownAt },
      script: home(),
    });
    await screen.findByText('KALYAN');
    act(
      () =>
        void window.dispatchEvent(
          Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
            prompt,
            userChoice: Promise.resolve({ outcome: 'dismissed' }),
          }),
        ),
    );
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog', { name: 'Install the app' })).toBeNull();
    expect(again.storage.get(STORAGE_KEYS.lastDialogShown)).toBe(shownAt);
  });

  it('the chat link appears as soon as the first home has stored the WhatsApp number', async () => {
    await renderApp('/home', {
      stored: LOGGED_IN,
      script: home({ data: [{ data_key: 'whatsapp', data: '90000 00000' }] }),
    });
    await screen.findByText('KALYAN');
    const chat = screen.getByRole('navigation').querySelector('a[href^="https://wa.me/"]');
    expect(chat?.getAttribute('href')).toBe('https://wa.me/919000000000');
  });
});
