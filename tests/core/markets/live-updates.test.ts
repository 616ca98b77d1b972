import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  LiveChanges,
  LiveUpdates,
  LoadHome,
  reconnectDelay,
  TransportFailure,
  type LiveChange,
  type LiveEvent,
  type LiveEventsSource,
} from '../../../core/index.js';
import { harness } from '../harness.js';

/** A source whose streams a test drives: each connect opens the next one. */
class DrivenSource implements LiveEventsSource {
  readonly streams: Subject<LiveEvent>[] = [];
  readonly tickets: string[] = [];
  connect(ticket: string) {
    this.tickets.push(ticket);
    const stream = new Subject<LiveEvent>();
    this.streams.push(stream);
    return stream;
  }
  get current() {
    return this.streams.at(-1)!;
  }
}

function setUp() {
  const h = harness({ stored: { token: 'tok', mobile: '9876543210' } });
  let tickets = 0;
  h.markets.reply('streamTicket', () => ({ success: true, ticket: `ticket-${++tickets}` }));
  h.markets.reply('home', { result: [{ market: 'KALYAN', result: '128-1', is_open: '0', is_close: '1' }] });
  const source = new DrivenSource();
  const loadHome = new LoadHome(h.markets.api, h.policy, h.storage);
  const told = new LiveChanges();
  const live = new LiveUpdates(h.markets.api, h.policy, source, h.wallet, loadHome, told, h.clock);
  const changes: LiveChange[] = [];
  told.changes$.subscribe((change) => changes.push(change));
  return { h, source, live, changes };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live updates', () => {
  it('waits 1 s, 2 s, 4 s … up to a minute between reconnects', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });

  it('applies the balance and market events, then reconnects with a fresh ticket after a drop, waiting longer each time', async () => {
    const { h, source, live, changes } = setUp();
    const listening = live.start();
    await settle();
    expect(source.tickets).toEqual(['ticket-1']);
    // Opening reads the markets: a result declared before the stream listened is on no stream.
    source.current.next({ type: 'open' });
    await settle();
    expect(h.markets.callsOf('home')).toHaveLength(1);
    source.current.next({ type: 'wallet', wallet: '1450.50' });
    expect(h.wallet.balanceNow).toBe('1450.50');
    source.current.next({ type: 'markets', kind: 'result', market: 'KALYAN' });
    await settle();
    expect(h.markets.callsOf('home')).toHaveLength(2);
    expect(changes).toEqual(['markets', 'wallet', 'markets']);

    // Dropped twice in a row: 1 s, then 2 s; nothing before its time.
    const drops = [
      { error: 'dropped', waitMs: 1000, tickets: ['ticket-1', 'ticket-2'] },
      { error: 'dropped again', waitMs: 2000, tickets: ['ticket-1', 'ticket-2', 'ticket-3'] },
    ];
    for (const drop of drops) {
      source.current.error(new Error(drop.error));
      h.clock.advance(drop.waitMs - 1);
      await settle();
      expect(source.tickets).toHaveLength(drop.tickets.length - 1);
      h.clock.advance(1);
      await settle();
      expect(source.tickets).toEqual(drop.tickets);
    }

    // Open again: the markets are read again (events may have been missed), and the wait starts over.
    source.current.next({ type: 'open' });
    await settle();
    expect(h.markets.callsOf('home')).toHaveLength(3);
    source.current.error(new Error('dropped after opening'));
    h.clock.advance(1000);
    await settle();
    expect(source.tickets).toHaveLength(4);
    listening.unsubscribe();
    expect(source.current.observed).toBe(false);
  });

  it('keeps trying when the ticket cannot be had, and stops for good when the session has ended', async () => {
    const { h, source, live } = setUp();
    h.markets.reply('streamTicket', new TransportFailure('network', 'stream-ticket', 'offline'), {
      success: false,
      session: false,
      message: 'Session expired',
    });
    live.start();
    await settle();
    expect(h.notifier.notices).toHaveLength(0); // quiet: a background call
    h.clock.advance(1000);
    await settle();
    expect(h.navigator.moves.at(-1)).toBe('/login');
    h.clock.advance(120_000);
    await settle();
    expect(h.markets.callsOf('streamTicket')).toHaveLength(2);
    expect(source.tickets).toHaveLength(0);
  });

  it('tells screens of a balance only when it moved (each stream opens with the balance as it is)', async () => {
    const { h, source, live, changes } = setUp();
    h.wallet.update('500');
    live.start();
    await settle();
    source.current.next({ type: 'wallet', wallet: '500' });
    expect(changes).toEqual([]);
    source.current.next({ type: 'wallet', wallet: '595' });
    expect(changes).toEqual(['wallet']);
  });

  it('ignores a balance that is not an amount', async () => {
    const { h, source, live, changes } = setUp();
    live.start();
    await settle();
    source.current.next({ type: 'wallet', wallet: 'lots' });
    expect(h.wallet.balanceNow).toBe('0');
    expect(changes).toEqual([]);
  });
});
