import type { HomeModel, LoadHome, Outcome } from 'matka-core/player';

/** How long an early answer stands in for the first load of /home: older, screens ask again. */
const KEPT_MS = 10_000;

interface EarlyCall {
  askedAt: number;
  outcome: Promise<Outcome<HomeModel>>;
}

/** By the app's LoadHome (one a container): another app, a test's, never sees this one's call. */
const early = new WeakMap<LoadHome, EarlyCall>();

/**
 * Asks for home (player-chunk.tsx `askHomeEarly`, before the app has rendered) and keeps the
 * call: the home screen and the frame take its answer instead of asking again, one call as
 * when they ask together.
 */
export function askEarly(loadHome: LoadHome): void {
  const call: EarlyCall = { askedAt: Date.now(), outcome: loadHome.run() };
  early.set(loadHome, call);
  // A failed call is no one's answer once it has failed: Retry asks again.
  void call.outcome.then((answer) => {
    if (!answer.ok && early.get(loadHome) === call) early.delete(loadHome);
  });
}

/** The early call while it is under way, or answered and fresh; else undefined (ask as usual). */
export function takeEarlyHome(loadHome: LoadHome): Promise<Outcome<HomeModel>> | undefined {
  const call = early.get(loadHome);
  return call && Date.now() - call.askedAt <= KEPT_MS ? call.outcome : undefined;
}
