import { describe, expect, it } from 'vitest';
import {
  ConsoleReports,
  ContentEditor,
  englishOperatorText,
  sizeInWords,
  type BannerRow,
  type ConsoleAnswer,
  type ContentAdminGateway,
  type OperatorOutcome,
  type ReportsGateway,
} from '../../../core/index.js';
import { consoleHarness } from './console-harness.js';

const ok = <T>(value: T): Promise<ConsoleAnswer<T>> => Promise.resolve({ ok: true, value });

/** The content calls in memory: each call recorded, banners kept in order. */
function fakeContent() {
  const calls: [string, unknown][] = [];
  let banners: BannerRow[] = [];
  const gateway: ContentAdminGateway = {
    pages: () => ok({ game_rules: '<p>rules</p>', videos: '' }),
    savePage: (request) => (calls.push(['savePage', request]), ok(undefined)),
    banners: () => ok(banners),
    addBanner: (request) => {
      calls.push(['addBanner', request]);
      banners = [...banners, { id: String(banners.length + 1), image: request.image, link: request.link, position: 0 }];
      return ok(banners);
    },
    moveBanner: (request) => (calls.push(['moveBanner', request]), ok(banners)),
    removeBanner: (request) => (calls.push(['removeBanner', request]), ok(banners)),
    notificationAudience: () => (calls.push(['notificationAudience', undefined]), ok({ players: 3 })),
    notifications: (request) => (
      calls.push(['notifications', request]),
      ok({ rows: [], total: 0, page: 1, pageSize: 25 })
    ),
    sendNotification: (request) => (calls.push(['sendNotification', request]), ok(undefined)),
  };
  return { gateway, calls };
}

const message = (outcome: OperatorOutcome<unknown>) =>
  outcome.ok
    ? 'ok'
    : [outcome.failure.kind === 'invalid' ? outcome.failure.field : '', englishOperatorText(outcome.failure.message)];

const image = (type: string, bytes: number) => ({
  type,
  bytes,
  read: () => Promise.resolve(`data:${type};base64,AAAA`),
});

describe('content editor', () => {
  it('judges a banner’s file and link before reading the file, and sends nothing when either is wrong', async () => {
    const { gateway, calls } = fakeContent();
    const editor = new ContentEditor(gateway, consoleHarness('owner').policy);
    const refused = [
      [{ image: undefined, link: '' }, 'image', 'Choose an image for the banner.'],
      [{ image: image('image/svg+xml', 100), link: '' }, 'image', 'A banner must be a PNG, JPEG, WebP or GIF image.'],
      [
        { image: image('image/png', 2_500_000), link: '' },
        'image',
        'The image is 2.4 MB; a banner may be at most 1 MB.',
      ],
      [{ image: image('image/png', 0), link: '' }, 'image', 'The image file is empty.'],
      [
        { image: image('image/png', 500), link: 'javascript:alert(1)' },
        'link',
        'The link must be a web address starting with https:// or http://.',
      ],
    ] as const;
    for (const [banner, field, words] of refused) {
      expect(message(await editor.addBanner(banner))).toEqual([field, words]);
    }
    expect(calls).toEqual([]);
    expect(
      await editor.addBanner({ image: image('image/png', 500), link: ' https://example.com/offer ' }),
    ).toMatchObject({
      ok: true,
    });
    expect(calls).toEqual([['addBanner', { image: 'data:image/png;base64,AAAA', link: 'https://example.com/offer' }]]);
  });

  it('sends a notification to everyone or to one player, after checking each field', async () => {
    const { gateway, calls } = fakeContent();
    const editor = new ContentEditor(gateway, consoleHarness('support').policy);
    const form = { title: ' Hello ', notification: ' Markets open ', to: 'everyone' as const, mobile: '12' };
    const refused = [
      [{ ...form, title: ' ' }, 'title', 'Enter a title.'],
      [{ ...form, title: 'x'.repeat(121) }, 'title', 'Keep the title to 120 characters.'],
      [{ ...form, notification: '' }, 'notification', 'Enter the notification.'],
      [{ ...form, to: 'player' }, 'mobile', 'Enter the player’s 10-digit mobile, or send to everyone.'],
    ] as const;
    for (const [notification, field, words] of refused) {
      expect(message(await editor.sendNotification(notification))).toEqual([field, words]);
    }
    expect(calls).toEqual([]);
    await editor.sendNotification(form);
    await editor.sendNotification({ ...form, to: 'player', mobile: ' 9876543210 ' });
    expect(calls).toEqual([
      ['sendNotification', { title: 'Hello', notification: 'Markets open' }],
      ['sendNotification', { title: 'Hello', notification: 'Markets open', mobile: '9876543210' }],
    ]);
  });

  it('judges a notification without sending it, and counts whom everyone reaches', async () => {
    const { gateway, calls } = fakeContent();
    const editor = new ContentEditor(gateway, consoleHarness('support').policy);
    const form = { title: 'Hello', notification: 'Markets open', to: 'everyone' as const, mobile: '' };
    expect(editor.notificationError(form)).toBeUndefined();
    expect(message(editor.notificationError({ ...form, notification: ' ' })!)).toEqual([
      'notification',
      'Enter the notification.',
    ]);
    expect(await editor.notificationAudience()).toEqual({ ok: true, value: { players: 3 } });
    expect(calls).toEqual([['notificationAudience', undefined]]);
  });

  it('words sizes rounded up, so a file a byte over the limit does not read as the limit', () => {
    expect([sizeInWords(1), sizeInWords(340 * 1024), sizeInWords(1024 * 1024), sizeInWords(1024 * 1024 + 1)]).toEqual([
      '1 KB',
      '340 KB',
      '1 MB',
      '1.1 MB',
    ]);
  });

  it('keeps a page too long from being sent', async () => {
    const { gateway, calls } = fakeContent();
    const editor = new ContentEditor(gateway, consoleHarness('owner').policy);
    expect(message(await editor.savePage('videos', 'x'.repeat(100_001)))).toEqual([
      'html',
      'Keep the page to 100000 characters.',
    ]);
    await editor.savePage('game_rules', '<script>x()</script>');
    expect(calls).toEqual([['savePage', { key: 'game_rules', html: '<script>x()</script>' }]]);
  });
});

describe('console reports', () => {
  const asked: unknown[] = [];
  const gateway: ReportsGateway = {
    markets: (range) => (
      asked.push(range),
      ok({ ...range, rows: [], days: [], total: { stakesPaise: 0, payoutsPaise: 0, netPaise: 0, bids: 0, players: 0 } })
    ),
    games: (range) => (asked.push(range), ok({ ...range, rows: [] })),
    funds: (range) => (asked.push(range), ok({ ...range, rows: [] })),
    profit: (range) => (
      asked.push(range),
      ok({
        ...range,
        rows: [],
        total: { stakesPaise: 0, payoutsPaise: 0, bonusesPaise: 0, adjustmentsPaise: 0, refundsPaise: 0, netPaise: 0 },
      })
    ),
    winners: (query) => (
      asked.push(query),
      ok({ ...query, rows: [], total: { bids: 0, stakesPaise: 0, payoutsPaise: 0 } })
    ),
    csvUrl: (kind, range) => `/console/api/reports/${kind}.csv?from=${range.from}&to=${range.to}`,
    winnersCsvUrl: (query) => `/console/api/reports/winners.csv?market=${query.market}&day=${query.day}`,
    exportUrl: (kind) => `/console/api/exports/${kind}.csv`,
    ledgerExportUrl: (id) => `/console/api/exports/players/${id}/ledger.csv`,
  };

  it('asks only for a range the server takes, and gives its CSV address', async () => {
    const reports = new ConsoleReports(gateway, consoleHarness('owner').policy);
    const refused = [
      ['markets', { from: '2026-11-31', to: '2026-12-01' }, 'from', 'Enter the date as YYYY-MM-DD.'],
      ['games', { from: '2026-11-21', to: '2026-11-20' }, 'from', 'The From date is after the To date.'],
      ['funds', { from: '2025-01-01', to: '2026-11-20' }, 'from', 'Choose at most 366 days.'],
      ['funds', { from: '2026-11-20', to: '' }, 'to', 'Enter the date as YYYY-MM-DD.'],
    ] as const;
    for (const [report, range, field, words] of refused) {
      expect(message(await reports[report](range))).toEqual([field, words]);
    }
    expect(reports.csvUrl('games', { from: '2026-11-21', to: '2026-11-20' })).toBeUndefined();
    expect(asked).toEqual([]);
    expect(await reports.markets({ from: ' 2026-11-20', to: '2026-11-20 ' })).toMatchObject({ ok: true });
    expect(asked).toEqual([{ from: '2026-11-20', to: '2026-11-20' }]);
    // Both days empty: the server's today.
    expect(await reports.games({ from: '', to: ' ' })).toMatchObject({ ok: true });
    expect(asked.at(-1)).toEqual({ from: '', to: '' });
    expect(reports.csvUrl('funds', { from: '2025-11-21', to: '2026-11-20' })).toBe(
      '/console/api/reports/funds.csv?from=2025-11-21&to=2026-11-20',
    );
  });

  it('asks for winners only with a market and a day the server takes', async () => {
    const reports = new ConsoleReports(gateway, consoleHarness('owner').policy);
    const query = { market: ' ', day: '', session: 'open' as const, timing: '' };
    asked.length = 0;
    expect(message(await reports.winners(query))).toEqual(['market', 'Choose the market whose winners to list.']);
    expect(message(await reports.winners({ ...query, market: 'KALYAN', day: '2026-13-01' }))).toEqual([
      'day',
      'Enter the date as YYYY-MM-DD.',
    ]);
    expect(reports.winnersCsvUrl(query)).toBeUndefined();
    expect(asked).toEqual([]);
    expect(await reports.winners({ ...query, market: ' KALYAN ' })).toMatchObject({ ok: true });
    expect(asked).toEqual([{ market: 'KALYAN', day: '', session: 'open', timing: '' }]);
    expect(reports.winnersCsvUrl({ ...query, market: 'KALYAN', day: '2026-11-20' })).toBe(
      '/console/api/reports/winners.csv?market=KALYAN&day=2026-11-20',
    );
  });
});
