// @vitest-environment happy-dom
import './setup-dom.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeConsole } from '../core/operator/fakes/fake-console.js';
import { renderConsole } from './render-console.js';

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** Writes a notification to every player and asks to send it. */
const sendToEveryone = (title: string, notification: string) => {
  type('Title', title);
  type('Notification', notification);
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};
const asSupport = (s: FakeConsole) => {
  s.signedIn = { id: '7', username: 'sita.help', role: 'support', totpEnabled: false };
};
const HOSTILE =
  '<h2>Rules</h2><script>steal()</script><p onclick="steal()">Play fair</p><a href="javascript:steal()">x</a>';

describe('content: rules and videos', () => {
  it('previews the typed HTML through the player app’s sanitiser, and saves it as typed', async () => {
    const app = await renderConsole('/content', { as: 'owner' });
    const html = await screen.findByLabelText('HTML', { exact: false });
    await waitFor(() => expect((html as HTMLTextAreaElement).value).toBe('<p>Old rules</p>'));
    fireEvent.change(html, { target: { value: HOSTILE } });
    const preview = screen.getByTestId('page-preview');
    expect(preview.querySelector('script, [onclick], [href^="javascript:"]')).toBeNull();
    expect(preview.textContent).toContain('Play fair');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.server.callsOf('savePage')).toEqual([{ key: 'game_rules', html: HOSTILE }]));
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
  });

  it('keeps what was typed when the server refuses it', async () => {
    const app = await renderConsole('/content', {
      as: 'owner',
      setup: (s) =>
        void s.failNext('savePage', { status: 400, error: 'The page is too long (at most 100000 characters).' }),
    });
    const html = await screen.findByLabelText('HTML', { exact: false });
    await waitFor(() => expect((html as HTMLTextAreaElement).value).toBe('<p>Old rules</p>'));
    fireEvent.change(html, { target: { value: '<p>New</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The page is too long (at most 100000 characters).');
    expect((screen.getByLabelText('HTML', { exact: false }) as HTMLTextAreaElement).value).toBe('<p>New</p>');
    expect(app.server.pages.game_rules).toBe('<p>Old rules</p>');
  });
});

describe('content: banners', () => {
  it('refuses a file that is not an image beside the field, keeps the link, and sends nothing; then adds a PNG', async () => {
    const app = await renderConsole('/content', { as: 'owner', setup: asSupport });
    fireEvent.click(await screen.findByRole('tab', { name: 'Banners' }));
    await screen.findByText('No banners: the player’s home shows none.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const link = screen.getByLabelText('Link (optional)');
    fireEvent.change(link, { target: { value: 'https://example.com/offer' } });
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add banner' }));
    await screen.findByText('A banner must be a PNG, JPEG, WebP or GIF image.');
    expect((screen.getByLabelText('Link (optional)') as HTMLInputElement).value).toBe('https://example.com/offer');
    expect(app.server.callsOf('addBanner')).toEqual([]);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]);
    fireEvent.change(input, { target: { files: [new File([png], 'offer.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add banner' }));
    await screen.findByRole('img', { name: 'Banner 1' });
    expect(app.server.callsOf('addBanner')).toEqual([
      { image: expect.stringMatching(/^data:image\/png;base64,/), link: 'https://example.com/offer' },
    ]);
  });
});

describe('content: notifications', () => {
  it('sends to one player by mobile after checking it, and lists what was sent', async () => {
    const app = await renderConsole('/content', { as: 'owner', setup: asSupport });
    fireEvent.click(await screen.findByRole('tab', { name: 'Notifications' }));
    await screen.findByText('No notifications sent yet.');
    fireEvent.click(screen.getByText('One player'));
    type('Title', 'Your deposit');
    type('Notification', 'It was approved.');
    type('Player’s mobile', '98765');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Enter the player’s 10-digit mobile, or send to everyone.');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Your deposit');
    expect(app.server.callsOf('sendNotification')).toEqual([]);
    type('Player’s mobile', '9876543210');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const table = await screen.findByRole('table');
    await within(table).findByText('Your deposit');
    expect(within(table).getByText('9876543210')).toBeTruthy();
    expect(app.server.callsOf('sendNotification')).toEqual([
      { title: 'Your deposit', notification: 'It was approved.', mobile: '9876543210' },
    ]);
    // One player is one step: nothing was counted, nothing asked.
    expect(app.server.callsOf('notificationAudience')).toEqual([]);
  });

  it('sends to everyone only after a confirmation naming how many players it reaches; cancelling sends nothing', async () => {
    const app = await renderConsole('/content', { as: 'owner', setup: (s) => void (s.audience = 12_345) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Notifications' }));
    await screen.findByText('No notifications sent yet.');
    sendToEveryone('Diwali timings', 'Markets close at 18:00 today.');
    const dialog = await screen.findByRole('dialog', { name: 'Send to every player?' });
    expect(dialog.textContent).toContain('“Diwali timings” goes to every player: 12,345 accounts');
    expect(app.server.callsOf('sendNotification')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.server.callsOf('sendNotification')).toEqual([]);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Diwali timings');

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const again = await screen.findByRole('dialog', { name: 'Send to every player?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Send to 12,345 players' }));
    await screen.findByText('Notification sent to everyone.');
    expect(app.server.callsOf('sendNotification')).toEqual([
      { title: 'Diwali timings', notification: 'Markets close at 18:00 today.' },
    ]);
    expect(app.server.callsOf('notificationAudience')).toHaveLength(2);
  });

  it('refuses an empty notification to everyone beside its field, before counting or asking', async () => {
    const app = await renderConsole('/content', { as: 'owner' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Notifications' }));
    sendToEveryone('   ', 'x');
    await screen.findByText('Enter a title.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.server.callsOf('notificationAudience')).toEqual([]);
    expect(app.server.callsOf('sendNotification')).toEqual([]);
  });

  it('sends nothing when the count cannot be had, and says why', async () => {
    const app = await renderConsole('/content', {
      as: 'owner',
      setup: (s) =>
        void s.failNext('notificationAudience', { status: 403, error: 'The cashier role may not do this.' }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Notifications' }));
    sendToEveryone('Hello', 'Hi all');
    await screen.findByText('The cashier role may not do this.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(app.server.callsOf('sendNotification')).toEqual([]);
  });
});

describe('reports', () => {
  it('shows the owner the day’s sums per market with totals, and a CSV for the range', async () => {
    const sums = (stakes: number, payouts: number, bids: number, players: number) => ({
      stakesPaise: stakes,
      payoutsPaise: payouts,
      netPaise: stakes - payouts,
      bids,
      players,
    });
    const app = await renderConsole('/reports', {
      as: 'owner',
      setup: (s) => {
        s.marketsReport = {
          from: '2026-11-20',
          to: '2026-11-20',
          rows: [
            { day: '2026-11-20', market: 'KALYAN', ...sums(17_000, 47_500, 3, 2) },
            // A void of the 19th's bets made on the 20th: a line of its own, naming that day.
            { day: '2026-11-20', market: 'MILAN', reverses: '2026-11-19', ...sums(-4_000, 0, -2, 0) },
          ],
          days: [{ day: '2026-11-20', ...sums(13_000, 47_500, 1, 2) }],
          total: sums(13_000, 47_500, 1, 2),
        };
      },
    });
    const perMarket = await screen.findByRole('table', { name: 'Per day and market' });
    // The first report asks for the server's today, and its answer fills the days.
    expect(app.server.callsOf('reportMarkets')[0]).toEqual({ from: '', to: '' });
    await waitFor(() => expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('20/11/2026'));
    expect(within(perMarket).getByText('KALYAN')).toBeTruthy();
    expect(within(perMarket).getByText('−₹305.00')).toBeTruthy();
    const voidLine = within(perMarket).getByText('MILAN · void of 19/11/2026').closest('tr')!;
    expect(voidLine.textContent).toContain('−₹40.00');
    expect(within(voidLine).getByText('−2')).toBeTruthy();
    expect(screen.getByText(/A closed day stays as it was shown/)).toBeTruthy();
    type('From', '2026-11-19');
    type('To', '2026-11-20');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(app.server.callsOf('reportMarkets').at(-1)).toEqual({ from: '2026-11-19', to: '2026-11-20' }),
    );
    // The links follow the range shown, once its answer is in (a busy machine renders it later).
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'CSV: Per game' }).getAttribute('href')).toBe(
        '/console/api/reports/games.csv?from=2026-11-19&to=2026-11-20',
      ),
    );
  });

  it('refuses a From after the To beside the field and asks nothing', async () => {
    const app = await renderConsole('/reports', { as: 'owner' });
    await screen
      .findByRole('table', { name: 'Per day and market' })
      .catch(() => screen.findAllByText('No bids in these days.'));
    const asked = app.server.callsOf('reportMarkets').length;
    type('From', '2026-11-21');
    type('To', '2026-11-20');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByText('The From date is after the To date.');
    expect(app.server.callsOf('reportMarkets')).toHaveLength(asked);
  });

  it('support sees Content but not Reports', async () => {
    await renderConsole('/content', { as: 'owner', setup: asSupport });
    expect((await screen.findAllByRole('link', { name: /^Content/ })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /^Reports/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Audit/ })).toBeNull();
  });
});
