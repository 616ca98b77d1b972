// Claims on the deposit queue against real server processes: two sharing one PostgreSQL
// (npm run test:postgres), or one on PGlite. Two cashiers on two processes open the same
// deposit at the same moment: exactly one claims it, the other is told who did.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { signIn } from './console-client.js';
import type { ServerProcesses } from './server-processes.js';
import { CONSOLE_PROCESS_ENV, processesForFile, seedDepositRace } from './seeded-store.js';

const RACES = 12;
let p: ServerProcesses;

const seed = (db: Database) =>
  seedDepositRace(db, { mobile: '9200000011', name: 'Claimer', count: RACES, utr: (i) => `CLAIMRACE${i}` });

processesForFile(seed, CONSOLE_PROCESS_ENV, (started) => {
  p = started;
});

describe(`claims on ${process.env.DATABASE_URL ? 'two processes sharing PostgreSQL' : 'one process on PGlite'}`, () => {
  it('gives each deposit to exactly one of two cashiers opening it at once, and refuses the other’s decision', async () => {
    const [left, right] = [await signIn(p.url(0), 'left'), await signIn(p.url(1), 'right')];
    const ids = Array.from({ length: RACES }, (_, i) => i + 1);
    const answers = await Promise.all(
      ids.flatMap((id) => [left.call('POST', `/deposits/${id}/claim`), right.call('POST', `/deposits/${id}/claim`)]),
    );
    const holders: string[] = [];
    for (let i = 0; i < RACES; i++) {
      const pair = [answers[2 * i]!, answers[2 * i + 1]!];
      expect(pair.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = pair.find((a) => a.status === 200)!.body.claimedBy as string;
      holders.push(winner);
      expect(pair.find((a) => a.status === 409)!.body.error).toMatch(
        new RegExp(`^#${i + 1} is being reviewed by ${winner} \\(claimed until `),
      );
    }
    // Either process lists each deposit claimed by its one holder.
    for (const who of [left, right]) {
      const listed = await who.call('GET', '/deposits?status=pending');
      expect(listed.status).toBe(200);
      const rows = listed.body.rows as { id: number; claimedBy: string }[];
      expect(rows.map((r) => [r.id, r.claimedBy])).toEqual(ids.map((id, i) => [id, holders[i]]));
    }
    // The loser's decision on the other process is refused; the holder's goes through.
    const loser = holders[0] === 'left' ? right : left;
    const holder = holders[0] === 'left' ? left : right;
    expect((await loser.call('POST', '/deposits/1/approve')).status).toBe(409);
    expect((await holder.call('POST', '/deposits/1/approve')).body).toMatchObject({ deposit: { status: 'completed' } });
  });
});
