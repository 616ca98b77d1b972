import { minutesOfDay } from '../services/platform/clock.js';
import type { Services } from '../services/server-services.js';

export const DEMO_PLAYER = { mobile: '9876500000', password: 'demo1234', name: 'Demo Player' };
/** The console's demo owner (/console), printed beside the demo player. */
export const DEMO_OWNER = { username: 'owner', password: 'owner-demo-1234' };

const MAIN_MARKETS = [
  'SRIDEVI',
  'TIME BAZAR',
  'MADHUR DAY',
  'MILAN DAY',
  'RAJDHANI DAY',
  'KALYAN',
  'MILAN NIGHT',
  'MAIN BAZAR',
];

const pad = (n: number) => String(n).padStart(2, '0');
const time = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** A minute of the day that leaves `room` minutes before midnight. */
const within = (minutes: number, room = 0) => Math.min(23 * 60 + 59 - room, Math.max(1, minutes));

/**
 * Demo data on a first start: markets whose times are spread around now (some open,
 * some about to close, some done), hourly starline slots, jackpot markets, rules, payment
 * details, and a demo player with a bonus. Each step may be repeated, and a marker says
 * when all are done, so a start cut short finishes seeding next time.
 */
export async function seedDemo(s: Services): Promise<{ seeded: boolean }> {
  // Before the marker: a demo folder seeded before the console gets its owner too.
  const seeder = { operatorId: null, username: 'demo-seed', role: 'owner', address: 'local' } as const;
  await s.console.operators.addUnlessExists(seeder, { ...DEMO_OWNER, role: 'owner' });
  if ((await s.settings.value('demo_seeded')) === '1') return { seeded: false };
  const now = s.clock.now();
  const minutes = minutesOfDay(now);

  for (const [i, market] of MAIN_MARKETS.entries()) {
    const open = within(minutes + (i - 3) * 40 + 10, 90);
    await s.markets.addMarket({ market, open_time: time(open), close_time: time(open + 90) });
  }
  await s.markets.addMarket({ market: 'STARLINE', kind: 'starline', open_time: '00:00', close_time: '23:59' });
  const hour = Math.floor(minutes / 60);
  const slots = Array.from({ length: 8 }, (_, i) => `${pad(Math.min(23, Math.max(0, hour - 2 + i)))}:00`);
  await s.markets.addStarlineSlots('STARLINE', [...new Set(slots)]);
  for (const [i, market] of ['DELHI JACKPOT', 'GALI DISAWAR'].entries()) {
    await s.markets.addMarket({
      market,
      kind: 'jackpot',
      open_time: '00:00',
      close_time: time(within(minutes + 30 + i * 60)),
    });
  }

  await s.settings.setConfig({
    whatsapp: '9000000000',
    call_number: '9000000000',
    homescreen_text: 'Welcome to the matka-core demo. Results are declared automatically as markets reach their times.',
    upi_id: 'matkacore.demo@upi',
    bank_details: 'Matka Core Demo · A/C 000123456789 · IFSC DEMO0000001',
    qr_code: demoQr(),
    min_deposit: '100',
    min_withdraw: '200',
    min_bet: '10',
    signup_bonus: '100',
  });
  await s.settings.setContent(
    'game_rules',
    '<h2>How to play</h2><p>Choose a market and a game, enter your number and points, review your slip and place it.</p>' +
      '<p>OPEN bids close at the open time, CLOSE bids at the close time. Jodi and sangam bids close at the open time.</p>' +
      '<p>A bid once played cannot be cancelled.</p>',
  );
  await s.settings.setContent('videos', '<p>Videos about the game will appear here.</p>');
  await s.settings.replaceFeed({
    notifications: [{ title: 'Welcome', notification: 'The demo markets declare their results by themselves.' }],
    images: [
      { image: banner('#1a237e', 'Play every board'), refer: '' },
      { image: banner('#b71c1c', 'Results every hour on Starline'), refer: '' },
    ],
  });
  await s.accounts.addVerifiedPlayer({ ...DEMO_PLAYER, bonusPaise: 1000_00, remark: 'Demo bonus' });
  await s.settings.setConfig({ demo_seeded: '1' });
  return { seeded: true };
}

function banner(colour: string, words: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="300"><rect width="720" height="300" fill="${colour}"/><text x="360" y="165" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">${words}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function demoQr(): string {
  const cells = Array.from({ length: 21 * 21 }, (_, i) =>
    (i * 7919) % 13 < 6 ? `<rect x="${(i % 21) * 10}" y="${Math.floor(i / 21) * 10}" width="10" height="10"/>` : '',
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="210" height="210"><rect width="210" height="210" fill="#fff"/><g fill="#000">${cells}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
