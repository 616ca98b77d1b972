import type { EventSourceFactory } from '../../../adapters/index.js';

/** An EventSource the test drives: open it, send it events, drop it. */
export class FakeSource {
  readyState = 0;
  onopen: ((event: Event) => unknown) | null = null;
  onerror: ((event: Event) => unknown) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (event: Event) => void>();
  constructor(readonly url = '') {}
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  opened() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(type: string, data: string) {
    this.listeners.get(type)?.({ data } as MessageEvent);
  }
  failed(closedForGood: boolean) {
    this.readyState = closedForGood ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

/** A factory of fake sources, and every source it has made, in order. */
export function fakeSources(): { sources: FakeSource[]; factory: EventSourceFactory } {
  const sources: FakeSource[] = [];
  const factory = ((url: string) => (
    sources.push(new FakeSource(url)),
    sources.at(-1)!
  )) as unknown as EventSourceFactory;
  return { sources, factory };
}
