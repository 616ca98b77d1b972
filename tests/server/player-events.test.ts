// The player app's live events against real server processes: two sharing one
// PostgreSQL (`bash scripts/with-postgres.sh …`), or one on PGlite. A result declared and a
// wallet moved on one process reach a stream held by the other; nobody hears another's wallet.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { hashPassword } from '../../server/services/platform/passwords.js';
import { openEvents, type EventStream, type ServerEvent } from './event-stream.js';
import { PROCESS_OPERATOR_TOKEN, type ServerProcesses } from './server-processes.js';
import { processesForFile, seedMainMarkets, seedPlayer, tokenOf } from './seeded-store.js';

const PLAYERS = { asha: '9210000001', ravi: '9210000002', flood: '9210000003' } as const;
let p: ServerProcesses;

async function seed(db: Database): Promise<void> {
  await seedMainMarkets(db, ['LIVE'], '15:45', '17:45');
  await seedMainMarkets(db, ['EARLY'], '09:00', '17:00');
  const hash = await hashPassword('secret1');
  for (const mobile of Object.values(PLAYERS)) {
    await seedPlayer(db, mobile, { name: 'Live', passwordHash: hash, paise: 100_000, ledger: false });
  }
}

processesForFile(seed, { CLOCK_START: '2026-11-20T10:00:00' }, (started) => {
  p = started;
});

async function post(url: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const ticketOn = async (i: number, mobile: string) =>
  (await post(`${p.url(i)}/api/stream-ticket`, { session: tokenOf(mobile) })).body.ticket as string;
const streamOn = async (i: number, ticket: string) => openEvents(`${p.url(i)}/api/events?ticket=${ticket}`, '');
const bet = (i: number, mobile: string, rupees: number) =>
  post(`${p.url(i)}/api/place-bet`, {
    session: tokenOf(mobile),
    number: '5',
    amount: String(rupees),
    types: 'OPEN',
    market: 'LIVE',
    specialGame: '',
  });
/** Events up to the first of `name`, so a test sees what came before it too. */
async function until(stream: EventStream, name: string): Promise<ServerEvent[]> {
  const seen: ServerEvent[] = [];
  for (;;) {
    const event = await stream.next(10_000);
    seen.push(event);
    if (event.event === name) return seen;
  }
}
const other = () => (p.urls.length > 1 ? 1 : 0);

describe(`player events on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  // First in the file: the processes' clocks (CLOCK_START, then running) are still in their first minute.
  it("counts a player's stream tickets across processes: past 30 a minute, 429 on either, and others are served", async () => {
    const ask = (i: number) => post(`${p.url(i)}/api/stream-ticket`, { session: tokenOf(PLAYERS.flood) });
    // Half on each process (both on one when there is one), all at once.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(i % 2 === 0 ? 0 : other())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toMatch(/^Too many live-update connections from this account/);
    }
    expect((await ask(other())).status).toBe(429);
    expect((await post(`${p.url(other())}/api/stream-ticket`, { session: tokenOf(PLAYERS.ravi) })).status).toBe(200);
  });

  it('opens a stream only with a fresh ticket of a live session, once', async () => {
    const ticket = await ticketOn(0, PLAYERS.asha);
    expect(ticket).toMatch(/^[0-9a-f]{64}$/);
    const stream = await streamOn(other(), ticket);
    try {
      expect(stream.status).toBe(200);
      expect(await stream.next()).toEqual({ event: 'wallet', data: JSON.stringify({ wallet: '1000' }) });
    } finally {
      stream.close();
    }
    // Used up; forged; missing; and no ticket without a session.
    for (const url of [`?ticket=${ticket}`, `?ticket=${'a'.repeat(64)}`, '', '?ticket=%27%20or%201=1'])
      expect((await fetch(`${p.url(0)}/api/events${url}`)).status).toBe(401);
    expect((await post(`${p.url(0)}/api/stream-ticket`, { session: 'f'.repeat(64) })).body).toMatchObject({
      success: false,
      session: false,
    });
  });

  it('brings a result declared on one process to a stream on the other', async () => {
    const stream = await streamOn(other(), await ticketOn(0, PLAYERS.asha));
    try {
      await stream.next(); // the balance at once
      const declared = await post(
        `${p.url(0)}/operator/results`,
        { market: 'EARLY', session: 'open', pana: '128' },
        { authorization: `Bearer ${PROCESS_OPERATOR_TOKEN}` },
      );
      expect(declared.status).toBe(200);
      const events = await until(stream, 'markets');
      expect(JSON.parse(events.at(-1)!.data)).toEqual({ kind: 'result', market: 'EARLY' });
    } finally {
      stream.close();
    }
  });

  it("tells each player their own balance when it moves on another process, and never another's", async () => {
    const asha = await streamOn(other(), await ticketOn(0, PLAYERS.asha));
    const ravi = await streamOn(other(), await ticketOn(0, PLAYERS.ravi));
    try {
      await asha.next();
      await ravi.next();
      expect((await bet(0, PLAYERS.ravi, 25)).body.success).toBe(true);
      expect(JSON.parse((await until(ravi, 'wallet')).at(-1)!.data)).toEqual({ wallet: '975' });
      expect((await bet(0, PLAYERS.asha, 10)).body.success).toBe(true);
      // Everything Asha's stream carried until her own balance: nothing of Ravi's.
      const seen = await until(asha, 'wallet');
      expect(seen.filter((e) => e.event === 'wallet').map((e) => JSON.parse(e.data))).toEqual([{ wallet: '990' }]);
      expect(seen.map((e) => e.data).join()).not.toContain('975');
    } finally {
      asha.close();
      ravi.close();
    }
  });
});
