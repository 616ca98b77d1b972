// The result log from real server processes: two sharing one PostgreSQL (npm run
// test:postgres), or one on PGlite. Declarations and corrections of different markets sent
// to both at the same moment keep one chain: seq 1, 2, 3… without a gap or a fork, each
// entry linked to the one before, and both processes answer the same log.
import { describe, expect, it } from 'vitest';
import { verifyResultLog, type ResultLogEntry } from '../../core/index.js';
import type { Database } from '../../server/db/database.js';
import { PROCESS_OPERATOR_TOKEN, type ServerProcesses } from './server-processes.js';
import { processesForFile, seedMainMarkets } from './seeded-store.js';

const MARKETS = Array.from({ length: 10 }, (_, i) => `CHAIN ${i}`);
let p: ServerProcesses;

async function seed(db: Database): Promise<void> {
  await seedMainMarkets(db, MARKETS, '11:00', '12:00');
}

const call = (i: number, method: string, body: object) =>
  fetch(`${p.url(i)}/operator/results`, {
    method,
    headers: { authorization: `Bearer ${PROCESS_OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, early: true }),
  }).then((response) => response.status);

const logOf = async (url: string) =>
  ((await (await fetch(`${url}/results/log.json?limit=1000`)).json()) as { entries: ResultLogEntry[] }).entries;

processesForFile(seed, { CLOCK_START: '2026-11-20T10:00:00' }, (started) => {
  p = started;
});

describe(`the result log on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  it('keeps one chain when declarations and corrections of different markets arrive together', async () => {
    const opens = await Promise.all(
      MARKETS.map((market, i) => call(i, 'POST', { market, session: 'open', pana: '128' })),
    );
    expect(opens).toEqual(MARKETS.map(() => 200));
    const next = await Promise.all(
      MARKETS.flatMap((market, i) => [
        call(i, 'PUT', { market, session: 'open', pana: '137' }),
        call(i + 1, 'POST', { market, session: 'close', pana: '140' }),
      ]),
    );
    expect(next).toEqual(next.map(() => 200));

    const entries = await logOf(p.url(0));
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await verifyResultLog(entries)).toEqual({ ok: true });
    for (const market of MARKETS) {
      const own = entries.filter((e) => e.market === market).map((e) => `${e.kind} ${e.session} ${e.value}`);
      expect([...own].sort()).toEqual(['correct open 137', 'declare close 140', 'declare open 128']);
      expect(own.indexOf('declare open 128')).toBeLessThan(own.indexOf('correct open 137'));
    }
    expect(await logOf(p.url(1))).toEqual(entries);
  });
});
