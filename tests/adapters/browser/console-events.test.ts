import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EventSourceConsoleEvents,
  EventSourcePlayerPageEvents,
  type EventSourceFactory,
} from '../../../adapters/index.js';
import type { ConsoleEvent, PlayerPageEvent } from '../../../core/index.js';
import { FakeSource, fakeSources } from './fake-event-source.js';

afterEach(() => vi.useRealTimers());

describe('the console’s live events over EventSource', () => {
  it('tells each open and each readable counts event, and ignores an unreadable one', () => {
    const { sources, factory } = fakeSources();
    const events = new EventSourceConsoleEvents('/console/api/events', factory);
    const seen: ConsoleEvent[] = [];
    const subscription = events.events$().subscribe((event) => seen.push(event));
    sources[0]!.opened();
    sources[0]!.send('counts', '{"pendingDeposits":2,"pendingWithdrawals":1}');
    sources[0]!.send('counts', 'not json');
    sources[0]!.send('counts', '{"pendingDeposits":"two"}');
    expect(seen).toEqual([{ type: 'open' }, { type: 'counts', counts: { pendingDeposits: 2, pendingWithdrawals: 1 } }]);
    subscription.unsubscribe();
    expect(sources[0]!.closed).toBe(true);
  });

  it('leaves a dropped stream to the browser, and opens a closed one again after a while', () => {
    vi.useFakeTimers();
    const { sources, factory } = fakeSources();
    const events = new EventSourceConsoleEvents('/e', factory, 5000);
    const subscription = events.events$().subscribe();
    sources[0]!.failed(false);
    vi.advanceTimersByTime(10_000);
    expect(sources).toHaveLength(1);
    sources[0]!.failed(true);
    vi.advanceTimersByTime(4999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.failed(true);
    subscription.unsubscribe();
    vi.advanceTimersByTime(10_000);
    expect(sources).toHaveLength(2);
  });
});

describe('a player’s page’s live events over EventSource', () => {
  it('opens the stream of that player, and tells each open and each readable `player` event', () => {
    const urls: string[] = [];
    const sources: FakeSource[] = [];
    const events = new EventSourcePlayerPageEvents(
      (id) => `/console/api/players/${id}/events`,
      ((url: string) => (
        urls.push(url),
        sources.push(new FakeSource()),
        sources.at(-1)!
      )) as unknown as EventSourceFactory,
    );
    const seen: PlayerPageEvent[] = [];
    const subscription = events.events$('7').subscribe((event) => seen.push(event));
    sources[0]!.opened();
    sources[0]!.send('player', '{"id":7}');
    sources[0]!.send('player', 'not json');
    sources[0]!.send('counts', '{"pendingDeposits":2,"pendingWithdrawals":1}');
    expect(urls).toEqual(['/console/api/players/7/events']);
    expect(seen).toEqual([{ type: 'open' }, { type: 'player' }]);
    subscription.unsubscribe();
    expect(sources[0]!.closed).toBe(true);
  });
});
