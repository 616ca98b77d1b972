import { describe, expect, it } from 'vitest';
import type { ConsoleGateways } from '../../../../adapters/index.js';
import { isTransportFailure } from '../../../../core/index.js';
import { fakeConsoleForEachTest, type FakeConsoleServer } from './fake-console-server.js';

let server: FakeConsoleServer;
let gateways: ConsoleGateways;
fakeConsoleForEachTest((started, itsGateways) => {
  [server, gateways] = [started, itsGateways];
});

const marketDay = { market: 'KALYAN', kind: 'main', day: '2026-11-20', timing: '', session: 'open' };
const row = {
  game: 'single',
  number: '1',
  session: 'OPEN',
  bids: 2,
  stakePaise: 2000,
  payoutPaise: 19_000,
  rate: '9.5',
};

describe('the results desk over HTTP', () => {
  it("names a market day as the contract does: a main market's session, a slot, a jackpot's jodi", async () => {
    server.on('GET', 'results/preview', {
      body: {
        ...marketDay,
        value: '128',
        ank: 1,
        declared: null,
        winners: [row],
        winningBids: 2,
        payoutPaise: 19_000,
        stakePaise: 5000,
        netPaise: -14_000,
        now: '13:05',
        drawTime: '13:30',
        early: true,
      },
    });
    server.on('GET', 'results/exposure', {
      body: {
        ...marketDay,
        kind: 'starline',
        timing: '10:00',
        session: '',
        result: { openPana: null, closePana: null, jodi: null },
        drawTime: '10:00',
        rows: [row],
        bids: 2,
        stakePaise: 2000,
        worst: { game: 'single', number: '1', session: 'OPEN', payoutPaise: 19_000 },
      },
    });
    server.on('POST', 'results/declare', { body: { success: true, message: 'GALI jodi 42 declared', settled: 3 } });
    const preview = await gateways.resultsBoard.preview({
      market: 'KALYAN',
      kind: 'main',
      session: 'open',
      value: '128',
    });
    expect(preview).toMatchObject({ ok: true, value: { ank: 1, payoutPaise: 19_000, winners: [row], early: true } });
    await gateways.resultsBoard.exposure({ market: 'STAR', kind: 'starline', timing: '10:00' });
    await gateways.resultsBoard.declare({ market: 'GALI', kind: 'jackpot', value: '42', confirm: '42' });
    await gateways.resultsBoard.declare({ market: 'GALI', kind: 'jackpot', value: '42', confirm: '42', early: true });
    expect(server.requests.map((r) => [r.method, r.path, r.method === 'GET' ? r.query : r.body])).toEqual([
      ['GET', '/console/api/results/preview', { market: 'KALYAN', session: 'open', pana: '128' }],
      ['GET', '/console/api/results/exposure', { market: 'STAR', timing: '10:00' }],
      ['POST', '/console/api/results/declare', { market: 'GALI', jodi: '42', confirm: '42' }],
      ['POST', '/console/api/results/declare', { market: 'GALI', jodi: '42', confirm: '42', early: true }],
    ]);
  });

  it("gives the server's refusal in its words, and a void's answer as it came", async () => {
    server.on('POST', 'results/void', {
      status: 400,
      body: { error: 'KALYAN on 2026-11-20 cannot be voided before 2026-11-20 19:45.' },
    });
    expect(await gateways.resultsBoard.void({ market: 'KALYAN', kind: 'main', session: 'close' })).toEqual({
      ok: false,
      refusal: { status: 400, error: 'KALYAN on 2026-11-20 cannot be voided before 2026-11-20 19:45.' },
    });
    server.on('POST', 'results/void', {
      body: { market: 'KALYAN', day: '2026-11-20', timing: '', refundedBets: 3, refundedPaise: 7000, players: 2 },
    });
    expect(await gateways.resultsBoard.void({ market: 'KALYAN', kind: 'main', session: 'close' })).toMatchObject({
      ok: true,
      value: { refundedBets: 3, refundedPaise: 7000, players: 2 },
    });
  });

  it('reads an answer of the wrong shape as a transport failure naming the call', async () => {
    server.on('GET', 'results/today', { body: { day: '2026-11-20', rows: [{ market: 'KALYAN', state: 'exploded' }] } });
    try {
      await gateways.resultsBoard.today();
      throw new Error('no failure');
    } catch (error) {
      expect(isTransportFailure(error) && [error.reason, error.call]).toEqual(['malformed', 'results-today']);
    }
  });
});
