import { ALL_PANAS, minutesOf } from '../../core/index.js';
import { minutesOfDay } from '../services/clock.js';
import type { Services } from '../services/server-services.js';

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

/**
 * Demo mode declares random results by itself as markets reach their times, through the
 * same settlement an operator uses, so a newcomer sees the whole cycle.
 */
export async function declareDueResults(s: Services): Promise<string[]> {
  const declared: string[] = [];
  const now = minutesOfDay(s.clock.now());
  const day = s.markets.today();
  const markets = await s.db.query<{ name: string; kind: string; open_time: string; close_time: string }>('select name, kind, open_time, close_time from markets where active');
  for (const market of markets) {
    if (market.kind === 'main') {
      const result = await s.markets.result(market.name, day);
      if (!result?.open_pana && now >= (minutesOf(market.open_time) ?? 0)) {
        await s.settlement.declare({ market: market.name, session: 'open', pana: pick(ALL_PANAS) });
        declared.push(`${market.name} open`);
      }
      if (!result?.close_pana && now >= (minutesOf(market.close_time) ?? 0)) {
        await s.settlement.declare({ market: market.name, session: 'close', pana: pick(ALL_PANAS) });
        declared.push(`${market.name} close`);
      }
    } else if (market.kind === 'starline') {
      const slots = await s.db.query<{ timing: string }>('select timing from starline_slots where market = $1', [market.name]);
      for (const { timing } of slots) {
        if (now >= (minutesOf(timing) ?? 0) && !(await s.markets.result(market.name, day, timing))?.open_pana) {
          await s.settlement.declare({ market: market.name, timing, pana: pick(ALL_PANAS) });
          declared.push(`${market.name} ${timing}`);
        }
      }
    } else if (now >= (minutesOf(market.close_time) ?? 0) && !(await s.markets.result(market.name, day))?.jodi) {
      await s.settlement.declare({ market: market.name, jodi: String(Math.floor(Math.random() * 100)).padStart(2, '0') });
      declared.push(market.name);
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
      for (const line of (await s.db.exclusive('demo-results', () => declareDueResults(s))) ?? []) log(`[demo] declared ${line}`);
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
