import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { failed, success, text, type Outcome } from '../../core/index.js';
import { requestStates, type LoadState } from '../../ui/hooks/request-states.js';

/** A load whose answers the test hands out, one per call, in any order. */
function scriptedLoad<T>() {
  const pending: ((outcome: Outcome<T>) => void)[] = [];
  const load = () => new Promise<Outcome<T>>((resolve) => pending.push(resolve));
  return { load, answer: (call: number, outcome: Outcome<T>) => pending[call]!(outcome) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a screen’s request stream', () => {
  it('is loading, then loaded; a newer trigger wins over an older answer', async () => {
    const triggers = new Subject<void>();
    const { load, answer } = scriptedLoad<string>();
    const states: LoadState<string>[] = [];
    const subscription = requestStates(triggers, load).subscribe((state) => states.push(state));

    triggers.next();
    triggers.next();
    answer(1, success('newer'));
    await settle();
    answer(0, success('older'));
    await settle();
    expect(states).toEqual([{ status: 'loading' }, { status: 'loading' }, { status: 'loaded', value: 'newer' }]);
    subscription.unsubscribe();
  });

  it('a failure is a state of its own, and the next trigger loads again', async () => {
    const triggers = new Subject<void>();
    const { load, answer } = scriptedLoad<string>();
    const states: LoadState<string>[] = [];
    requestStates(triggers, load).subscribe((state) => states.push(state));
    const failure = { kind: 'rejected', message: text('requestFailed') } as const;

    triggers.next();
    answer(0, failed(failure));
    await settle();
    triggers.next();
    answer(1, success('again'));
    await settle();
    expect(states).toEqual([
      { status: 'loading' },
      { status: 'failed', failure },
      { status: 'loading' },
      { status: 'loaded', value: 'again' },
    ]);
  });

  it('a load that throws (a bug) fails the request, is logged, and does not end the stream', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const triggers = new Subject<void>();
    let calls = 0;
    const states: LoadState<number>[] = [];
    requestStates(triggers, async () => (++calls === 1 ? Promise.reject(new Error('bug')) : success(calls))).subscribe(
      (state) => states.push(state),
    );

    triggers.next();
    await settle();
    triggers.next();
    await settle();
    expect(states).toEqual([
      { status: 'loading' },
      { status: 'failed', failure: { kind: 'rejected', message: text('requestFailed') } },
      { status: 'loading' },
      { status: 'loaded', value: 2 },
    ]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
