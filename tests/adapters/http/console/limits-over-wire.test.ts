// Limits on the exposure grid over the console's wire: the grid's room
// against the limit and what was paid once declared, and the numbers a saved limit finds
// already over it; an older server's answers, without them, still read.
import { describe, expect, it } from 'vitest';
import type { ConsoleGateways } from '../../../../adapters/index.js';
import { fakeConsoleForEachTest, type FakeConsoleServer } from './fake-console-server.js';
import { overLimitRow } from '../../../over-limit-rows.js';

let server: FakeConsoleServer;
let gateways: ConsoleGateways;
fakeConsoleForEachTest((started, itsGateways) => {
  [server, gateways] = [started, itsGateways];
});

const grid = {
  market: 'KALYAN',
  kind: 'main',
  day: '2026-11-20',
  timing: '',
  session: 'open',
  result: { openPana: null, closePana: null, jodi: null },
  drawTime: '14:00',
  bids: 1,
  stakePaise: 7000,
  worst: { game: 'singlepanna', number: '128', session: 'OPEN', payoutPaise: 10_500_00 },
};
const row = {
  game: 'singlepanna',
  number: '128',
  session: 'OPEN',
  bids: 1,
  stakePaise: 7000,
  payoutPaise: 10_500_00,
  rate: '150',
};

describe('limits on the exposure grid over HTTP', () => {
  it('reads each number’s room against the limit, and what was paid once declared', async () => {
    server.on('GET', 'results/exposure', {
      body: {
        ...grid,
        declared: false,
        limitPaise: 5000_00,
        rows: [{ ...row, roomPaise: -5500_00, paidPaise: null }],
        paidPaise: null,
      },
    });
    const read = await gateways.resultsBoard.exposure({ market: 'KALYAN', kind: 'main', session: 'open' });
    expect(read).toMatchObject({
      ok: true,
      value: {
        declared: false,
        limitPaise: 5000_00,
        rows: [{ roomPaise: -5500_00, paidPaise: null }],
        paidPaise: null,
      },
    });

    server.on('GET', 'results/exposure', {
      body: {
        ...grid,
        declared: true,
        limitPaise: 5000_00,
        rows: [{ ...row, roomPaise: null, paidPaise: 10_500_00 }],
        paidPaise: 10_500_00,
      },
    });
    const paid = await gateways.resultsBoard.exposure({ market: 'KALYAN', kind: 'main', session: 'open' });
    expect(paid).toMatchObject({
      ok: true,
      value: { declared: true, paidPaise: 10_500_00, rows: [{ paidPaise: 10_500_00 }] },
    });
  });

  it('reads an older server’s grid, without limits or paid figures, as undeclared and unlimited', async () => {
    server.on('GET', 'results/exposure', { body: { ...grid, rows: [row] } });
    const read = await gateways.resultsBoard.exposure({ market: 'KALYAN', kind: 'main', session: 'open' });
    expect(read).toMatchObject({
      ok: true,
      value: { declared: false, limitPaise: null, paidPaise: null, rows: [{ roomPaise: null, paidPaise: null }] },
    });
  });

  it('gives the numbers a saved limit finds already over it', async () => {
    const over = overLimitRow('singlepanna', '128', 'OPEN', 10_500_00, 5500_00);
    server.on('POST', 'markets/KALYAN/limit', { body: { ok: true, over: [over] } });
    const saved = await gateways.setup.setLimit({ market: 'KALYAN', timing: '', maxPayout: '5000', maxStake: '' });
    expect(saved).toEqual({ ok: true, value: { over: [over] } });
    // An older server answered { ok: true } alone: nothing over.
    server.on('POST', 'markets/KALYAN/limit', { body: { ok: true } });
    expect(await gateways.setup.setLimit({ market: 'KALYAN', timing: '', maxPayout: '5000', maxStake: '' })).toEqual({
      ok: true,
      value: { over: [] },
    });
  });
});
