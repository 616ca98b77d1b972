import { MAX_AMOUNT_PAISE, paiseOfRupees } from '../funds/amount-input.js';
import { minutesOf } from '../markets/betting-windows.js';
import { sessionTimesProblem } from '../markets/night-sessions.js';
import type { MarketKind } from '../markets/market-kinds.js';
import type { LimitSaved, MarketSetupGateway, MarketSetupList } from '../ports/market-setup-gateway.js';
import type { ConsoleAnswer } from '../ports/console-answer.js';
import type { ConsolePolicy } from './console-policy.js';
import { KeyedFlight } from './keyed-flight.js';
import { amountTooLarge, dayError } from './operator-input.js';
import { operatorText, type OperatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';

/** The longest holiday reason the server keeps (players read it). */
export const MAX_HOLIDAY_REASON = 120;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface MarketDraft {
  name: string;
  kind: MarketKind;
  openTime: string;
  closeTime: string;
}

export interface LimitDraft {
  /** '' for the whole market; a starline slot's time for that slot. */
  timing: string;
  /** Rupees as typed; '' removes the limit. */
  maxPayout: string;
  /** Rupees as typed; '' for no maximum stake. */
  maxStake: string;
}

const timeError = (label: string, time: string): OperatorText | undefined =>
  HHMM.test(time) ? undefined : operatorText('enterTime', { label });

/** Optional rupees: '' is none (null), else positive paise, or the message. */
function optionalPaise(label: string, typed: string): number | null | OperatorText {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  const paise = paiseOfRupees(trimmed);
  if (paise === undefined || paise <= 0) return operatorText('enterRupeesOrEmpty', { label });
  return paise > MAX_AMOUNT_PAISE * 100 ? amountTooLarge(label, MAX_AMOUNT_PAISE * 100) : paise;
}

/**
 * Market setup (owner; limits also results): markets and their times, weekly off-days,
 * holidays, starline slots and liability limits. Each form is checked here first (so the
 * field shows what is wrong), then sent once per market at a time.
 */
export class MarketSetupDesk {
  private readonly flight = new KeyedFlight<OperatorOutcome<void>>();
  private readonly limits = new KeyedFlight<OperatorOutcome<LimitSaved>>();

  constructor(
    private readonly setup: MarketSetupGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  list(): Promise<OperatorOutcome<MarketSetupList>> {
    return this.policy.run(() => this.setup.list());
  }

  saveMarket(draft: MarketDraft): Promise<OperatorOutcome<void>> {
    const market = draft.name.trim().toUpperCase();
    if (!/^[A-Z0-9][A-Z0-9 ._-]{1,39}$/.test(market)) return invalid(operatorText('marketNameRule'), 'name');
    const main = draft.kind === 'main';
    const openError = main ? timeError('Open time', draft.openTime) : undefined;
    if (openError) return invalid(openError, 'openTime');
    const closeError = timeError(main ? 'Close time' : 'Result time', draft.closeTime);
    if (closeError) return invalid(closeError, 'closeTime');
    const problem = main ? sessionTimesProblem(minutesOf(draft.openTime)!, minutesOf(draft.closeTime)!) : undefined;
    if (problem === 'same') return invalid(operatorText('sameOpenAndClose'), 'openTime');
    if (problem === 'late-night-close') return invalid(operatorText('nightCloseLate'), 'closeTime');
    return this.send(market, () =>
      this.setup.saveMarket({
        market,
        kind: draft.kind,
        ...(main ? { open_time: draft.openTime } : {}),
        close_time: draft.closeTime,
      }),
    );
  }

  /**
   * With unsettled bets the server asks first: the failure carries them (`unsettled`), and
   * the same call with `confirm` goes ahead. So for off-days and holidays.
   */
  setActive(market: string, active: boolean, confirm = false): Promise<OperatorOutcome<void>> {
    return this.send(market, () => this.setup.setActive({ market, active, ...(confirm ? { confirm } : {}) }));
  }

  setOffDays(market: string, weekdays: readonly number[], confirm = false): Promise<OperatorOutcome<void>> {
    const days = [...new Set(weekdays)].filter((d) => Number.isInteger(d) && d >= 0 && d <= 6).sort();
    return this.send(market, () => this.setup.setOffDays({ market, weekdays: days, ...(confirm ? { confirm } : {}) }));
  }

  addHoliday(market: string, day: string, reason: string, confirm = false): Promise<OperatorOutcome<void>> {
    const trimmedDay = day.trim();
    if (trimmedDay === '' || dayError(trimmedDay)) return invalid(operatorText('enterValidDate'), 'day');
    const words = reason.trim();
    if (words === '' || words.length > MAX_HOLIDAY_REASON)
      return invalid(operatorText('enterHolidayReason', { max: MAX_HOLIDAY_REASON }), 'reason');
    return this.send(market, () =>
      this.setup.addHoliday({ market, day: trimmedDay, reason: words, ...(confirm ? { confirm } : {}) }),
    );
  }

  removeHoliday(market: string, day: string): Promise<OperatorOutcome<void>> {
    return this.send(market, () => this.setup.removeHoliday({ market, day }));
  }

  /** Slot times typed as a list: '10:00, 11:00 12:00'. */
  addSlots(market: string, typed: string): Promise<OperatorOutcome<void>> {
    const timings = [...new Set(typed.split(/[\s,]+/).filter(Boolean))];
    if (timings.length === 0 || timings.length > 48 || !timings.every((t) => HHMM.test(t)))
      return invalid(operatorText('enterSlotTimes'), 'timings');
    return this.send(market, () => this.setup.addSlots({ market, timings: timings.sort() }));
  }

  removeSlot(market: string, timing: string): Promise<OperatorOutcome<void>> {
    return this.send(market, () => this.setup.removeSlot({ market, timing }));
  }

  /** Saved, its answer names the numbers already over the new limit (the console warns of them). */
  setLimit(market: string, draft: LimitDraft): Promise<OperatorOutcome<LimitSaved>> {
    const payout = optionalPaise('Maximum payout per number', draft.maxPayout);
    if (payout !== null && typeof payout === 'object') return invalid(payout, 'maxPayout');
    const stake = optionalPaise('Maximum stake per bid', draft.maxStake);
    if (stake !== null && typeof stake === 'object') return invalid(stake, 'maxStake');
    if (payout === null && stake !== null) return invalid(operatorText('payoutForStake'), 'maxPayout');
    if (payout !== null && stake !== null && stake > payout)
      return invalid(operatorText('stakeAbovePayout'), 'maxStake');
    return this.limits.run(`${market} ${draft.timing}`, () =>
      this.policy.run(() =>
        this.setup.setLimit({
          market,
          timing: draft.timing,
          maxPayout: draft.maxPayout.trim(),
          maxStake: draft.maxStake.trim(),
        }),
      ),
    );
  }

  private send(key: string, call: () => Promise<ConsoleAnswer<void>>): Promise<OperatorOutcome<void>> {
    return this.flight.run(key, () => this.policy.run(call));
  }
}

const invalid = <T = void>(message: OperatorText, field: string): Promise<OperatorOutcome<T>> =>
  Promise.resolve(badInput<T>(message, field));
