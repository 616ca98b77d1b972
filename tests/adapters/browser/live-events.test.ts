import { describe, expect, it } from 'vitest';
import { EventSourceLiveEvents } from '../../../adapters/index.js';
import type { LiveEvent } from '../../../core/index.js';
import { fakeSources } from './fake-event-source.js';

function open() {
  const { sources, factory } = fakeSources();
  const live = new EventSourceLiveEvents('https://play.example/', factory);
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
