import { describe, expect, it } from 'vitest';
import { EventSourceLiveEvents, type EventSourceFactory } from '../../../adapters/index.js';
import type { LiveEvent } from '../../../core/index.js';

/** An EventSource the test drives: open it, send it events, drop it. */
class FakeSource {
  readyState = 0;
  onopen: ((event: Event) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (event: Event) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  send(type: string, data: string) {
    this.listeners.get(type)?.({ data } as MessageEvent);
  }
}

function open() {
  const sources: FakeSource[] = [];
  const live = new EventSourceLiveEvents(
    'https://play.example/',
    ((url: string) => (sources.push(new FakeSource(url)), sources.at(-1)!)) as unknown as EventSourceFactory,
  );
  return { sources, live };
}

describe('the player’s live events over EventSource', () => {
  it('opens the ticket’s stream and tells what it can read, ignoring the rest', () => {
    const { sources, live } = open();
    const seen: LiveEvent[] = [];
    const subscription = live.connect('ab&c').subscribe((event) => seen.push(event));
    expect(sources[0]!.url).toBe('https://play.example/api/events?ticket=ab%26c');
    sources[0]!.onopen!(new Event('open'));
    sources[0]!.send('wallet', '{"wallet":"1450.50"}');
    sources[0]!.send('wallet', '{"wallet":{"x":1}}');
    sources[0]!.send('markets', '{"kind":"result","market":"KALYAN"}');
    sources[0]!.send('markets', '{"kind":"anything"}');
    sources[0]!.send('markets', 'not json');
    expect(seen).toEqual([
      { type: 'open' },
      { type: 'wallet', wallet: '1450.50' },
      { type: 'markets', kind: 'result', market: 'KALYAN' },
    ]);
    subscription.unsubscribe();
    expect(sources[0]!.closed).toBe(true);
  });

  it('closes a dropped stream itself (its ticket is spent) and errors, so core reconnects with a new one', () => {
    const { sources, live } = open();
    let failed: unknown;
    live.connect('t').subscribe({ error: (error) => (failed = error) });
    sources[0]!.onerror!(new Event('error'));
    expect(sources[0]!.closed).toBe(true);
    expect(failed).toBeInstanceOf(Error);
    expect(sources).toHaveLength(1);
  });
});
