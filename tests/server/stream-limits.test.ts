// Caps on live event streams over real HTTP (PGlite, or PostgreSQL under scripts/with-postgres.sh):
// a player's sixth open stream ends their first (a reconnecting phone is never locked out),
// a flood of stream tickets is refused with 429 while another player is served, and an
// operator's console streams are capped the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, signIn } from './console-client.js';
import { openEvents, type EventStream } from './event-stream.js';
import { startServer, type TestServer } from './server-harness.js';

const CAP = 5;
const TICKETS_PER_MINUTE = 30;
let s: TestServer;

beforeAll(async () => {
  s = await startServer(undefined, {
    limits: { maxStreamsPerHolder: CAP, streamTicketsPerMinute: TICKETS_PER_MINUTE },
  });
});
afterAll(async () => {
  await s?.close();
});

async function playerStream(token: string): Promise<EventStream> {
  const ticket = await s.api('stream-ticket', {}, token);
  expect(ticket.status).toBe(200);
  const stream = await openEvents(`${s.url}/api/events?ticket=${ticket.body.ticket as string}`, '');
  expect(stream.status).toBe(200);
  // The balance comes at once, after the stream has taken its place.
  expect((await stream.next()).event).toBe('wallet');
  return stream;
}

/** Whether the stream has ended: its next read finds the end rather than an event. */
async function ended(stream: EventStream): Promise<boolean> {
  return stream.next(10_000).then(
    () => false,
    (error: Error) => error.message === 'the stream ended',
  );
}

describe(`stream caps on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("ends a player's oldest stream when a sixth opens, and keeps the five newest live", async () => {
    const asha = await s.player('9330000001', 100);
    const { id } = (await s.db.query<{ id: number }>('select id from users where mobile = $1', [asha.mobile]))[0]!;
    const streams: EventStream[] = [];
    try {
      for (let i = 0; i < CAP; i++) streams.push(await playerStream(asha.token));
      expect(s.services.streams.count(`player:${id}`)).toBe(CAP);
      streams.push(await playerStream(asha.token));
      expect(await ended(streams[0]!)).toBe(true);
      expect(s.services.streams.count(`player:${id}`)).toBe(CAP);
      // The five newest still carry events: a deposit approved reaches each of them.
      await s.fund(asha.token, asha.mobile, 500);
      for (const stream of streams.slice(1)) expect(JSON.parse((await stream.next()).data)).toEqual({ wallet: '600' });
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('refuses a flood of stream tickets with 429 and a message, stores none of them, and serves another player', async () => {
    const attacker = await s.player('9330000002');
    const bystander = await s.player('9330000003');
    const answers = await Promise.all(
      Array.from({ length: TICKETS_PER_MINUTE + 20 }, () => s.api('stream-ticket', {}, attacker.token)),
    );
    const granted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(granted).toHaveLength(TICKETS_PER_MINUTE);
    expect(granted.every((a) => a.body.success === true && typeof a.body.ticket === 'string')).toBe(true);
    expect(refused).toHaveLength(20);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body).toMatchObject({ success: false });
      expect(answer.body.message).toMatch(
        /^Too many live-update connections .*at most 30 a minute.*Try again in \d+ seconds?\.$/,
      );
    }
    const [{ n }] = (await s.db.query<{ n: number }>(
      'select count(*)::int as n from stream_tickets t join users u on u.id = t.user_id where u.mobile = $1',
      [attacker.mobile],
    )) as [{ n: number }];
    expect(n).toBe(TICKETS_PER_MINUTE);
    // Another player is served as ever, and the attacker again once the minute has turned.
    await playerStream(bystander.token).then((stream) => stream.close());
    s.clock.set(new Date(s.clock.now().getTime() + 60_000));
    expect((await s.api('stream-ticket', {}, attacker.token)).status).toBe(200);
  });

  it("ends an operator's oldest console stream when a sixth opens", async () => {
    await addOperator(s, 'capped-owner', 'owner');
    const owner = await signIn(s.url, 'capped-owner');
    const streams: EventStream[] = [];
    try {
      for (let i = 0; i <= CAP; i++) {
        const stream = await openEvents(`${s.url}/console/api/events`, owner.cookie);
        expect(stream.status).toBe(200);
        expect((await stream.next()).event).toBe('counts');
        streams.push(stream);
      }
      expect(await ended(streams[0]!)).toBe(true);
      expect(s.services.streams.count(`operator:${owner.operator.id}:counts`)).toBe(CAP);
      // Another operator's streams are their own.
      await addOperator(s, 'other-cashier', 'cashier');
      const cashier = await signIn(s.url, 'other-cashier');
      const theirs = await openEvents(`${s.url}/console/api/events`, cashier.cookie);
      expect((await theirs.next()).event).toBe('counts');
      theirs.close();
      expect(s.services.streams.count(`operator:${owner.operator.id}:counts`)).toBe(CAP);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("ends an operator's oldest results-desk stream when a sixth opens, apart from their counts streams", async () => {
    await addOperator(s, 'capped-results', 'results');
    const desk = await signIn(s.url, 'capped-results');
    const decoder = new TextDecoder();
    // Open once the server has written its first comment: by then the stream has taken its place.
    const open = async () => {
      const controller = new AbortController();
      const response = await fetch(`${s.url}/console/api/results/events`, {
        headers: { cookie: desk.cookie },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      let text = '';
      while (!text.includes(': listening')) {
        const chunk = await reader.read();
        if (chunk.done) throw new Error('the stream ended before it listened');
        text += decoder.decode(chunk.value, { stream: true });
      }
      return {
        /** Reads to the end: resolves only once the server has ended the stream. */
        ended: async () => {
          while (!(await reader.read()).done);
          return true;
        },
        close: () => controller.abort(),
      };
    };
    const streams = [];
    try {
      for (let i = 0; i <= CAP; i++) streams.push(await open());
      expect(await streams[0]!.ended()).toBe(true);
      expect(s.services.streams.count(`operator:${desk.operator.id}:results`)).toBe(CAP);
      expect(s.services.streams.count(`operator:${desk.operator.id}:counts`)).toBe(0);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
