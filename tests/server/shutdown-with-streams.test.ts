// SIGTERM while players' and operators' event streams are open: the server ends them and
// exits (it used to wait for the streams, which never end by themselves, until killed).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { hashPassword } from '../../server/services/platform/passwords.js';
import { signIn } from './console-client.js';
import { openEvents } from './event-stream.js';
import { startProcesses, type ServerProcesses } from './server-processes.js';
import { seedOperators, seedPlayer, tokenOf } from './seeded-store.js';

const PLAYER = '9200000077';
const TOKEN = tokenOf(PLAYER);
let p: ServerProcesses;

async function seed(db: Database): Promise<void> {
  await seedOperators(db, [['owner', 'owner']]);
  await seedPlayer(db, PLAYER, { name: 'Listener', passwordHash: await hashPassword('secret1') });
}

beforeAll(async () => {
  p = await startProcesses(seed, { CLOCK_START: '2026-11-20T10:00:00' });
}, 120_000);
afterAll(() => p?.remove());

it('ends the open event streams and exits on SIGTERM', async () => {
  const url = p.url(0);
  const ticket = await fetch(`${url}/api/stream-ticket`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session: TOKEN }),
  }).then((r) => r.json() as Promise<{ ticket: string }>);
  const player = await openEvents(`${url}/api/events?ticket=${ticket.ticket}`, '');
  const owner = await signIn(url, 'owner');
  const counts = await openEvents(`${url}/console/api/events`, owner.cookie);
  await player.next();
  await counts.next();

  // stop() sends SIGTERM to every process and resolves when all have exited; before the fix
  // it never resolved while a stream was open, and this test ran into its timeout.
  await p.stop();
  await expect(player.next(5_000)).rejects.toThrow('the stream ended');
}, 60_000);
