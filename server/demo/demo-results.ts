import { kindRules } from '../services/markets/market-kinds/kinds.js';
import { Refusal } from '../services/platform/refusal.js';
import type { Services } from '../services/server-services.js';

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/**
 * Demo mode declares random results by itself as markets reach their times, through the
 * same settlement an operator uses, so a newcomer sees the whole cycle.
 */
export async function declareDueResults(s: Services): Promise<string[]> {
  const declared: string[] = [];
  for (const market of await s.markets.activeMarkets()) {
    // The market day each market is in: a night market's until its close after midnight.
    const { day, minutes: now } = s.markets.momentOf(market);
    for (const request of await kindRules(market.kind).dueDeclarations({
      markets: s.markets,
      market,
      day,
      now,
      pick,
    })) {
      try {
        await s.settlement.declare(request);
      } catch (error) {
        // A day an operator voided (or declared by hand) is theirs: the demo leaves it and goes on.
        if (error instanceof Refusal) continue;
        throw error;
      }
      declared.push([market.name, request.session ?? request.timing].filter(Boolean).join(' '));
    }
  }
  return declared;
}

/** Checks every 20 s; the timer does not keep the process alive. */
export function startDemoResults(s: Services, log: (line: string) => void = console.log): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // With several processes on one database, one of them declares at a time.
      for (const line of (await s.db.exclusive('demo-results', () => declareDueResults(s))) ?? [])
        log(`[demo] declared ${line}`);
    } catch (error) {
      log(`[demo] could not declare results: ${String(error)}`);
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(tick, 20_000);
  timer.unref();
  return () => clearInterval(timer);
}
