import { BehaviorSubject, map, type Observable } from 'rxjs';
import type { BoardSpec } from '../markets/boards.js';
import { gameOfNumber } from '../numbers/game-of-number.js';
import type { IdSource } from '../ports/id-source.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { notice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import { slipDraftKey } from '../session/storage-keys.js';
import { indianRupees } from '../wallet/money.js';
import { bidAmount, MAX_BID_POINTS, minBet } from './bid-rules.js';
import { sessionChoice, sessionFor, type BidSession, type SessionChoice } from './session-choice.js';

export interface BidEntry {
  id: string;
  number: string;
  /** Whole points (1 point = 1 INR). */
  amount: number;
  session: BidSession;
}

export interface SlipTotals {
  bids: number;
  points: number;
}

/** Where a slip is built: a board in a market (the navigation state a dashboard tile passes). */
export interface SlipPlace {
  market: string;
  isOpen: string;
  timing?: string | undefined;
  boardId: string;
  board: BoardSpec;
}

interface Draft {
  entries: BidEntry[];
  requestId: string;
}

/**
 * The bid slip of one board in one market. Adding follows the add rule and the board's
 * merge policy; every change is stored as a draft, so an unplaced slip survives a reload.
 * Each version of the slip has its own request id: a retry of the same slip reuses it, so
 * the server places it at most once.
 */
export class BidSlip {
  private readonly state: BehaviorSubject<Draft>;
  readonly sessions: SessionChoice;
  readonly entries$: Observable<readonly BidEntry[]>;
  readonly totals$: Observable<SlipTotals>;

  constructor(
    readonly place: SlipPlace,
    private readonly storage: SecureStorage,
    private readonly notifier: Notifier,
    private readonly ids: IdSource,
  ) {
    this.sessions = sessionChoice({ isOpen: place.isOpen, accepts: place.board.accepts, timing: place.timing });
    this.state = new BehaviorSubject(this.loadDraft() ?? { entries: [], requestId: ids.newId() });
    this.entries$ = this.state.pipe(map((draft) => draft.entries));
    this.totals$ = this.entries$.pipe(map(totalsOf));
  }

  get entries(): readonly BidEntry[] {
    return this.state.value.entries;
  }

  get totals(): SlipTotals {
    return totalsOf(this.state.value.entries);
  }

  get requestId(): string {
    return this.state.value.requestId;
  }

  /** The least points a bid takes: the market's min_bet as home last stored it (10 when unset). */
  get minimumPoints(): number {
    return minBet(this.storage);
  }

  /**
   * Adds bids (one typed number, or a generator's whole output) with one amount and the
   * chosen session. All or nothing: if any number or the amount breaks the add rule,
   * nothing is added and the player is told why.
   */
  add(numbers: readonly string[], amountInput: string | number, chosenSession: BidSession): Outcome<{ added: number }> {
    const min = minBet(this.storage);
    const replacing = this.place.board.merge === 'replace';
    const emptyReplace = replacing && String(amountInput).trim() === '';
    const amount = emptyReplace ? { points: 0 } : bidAmount(amountInput, min);
    if ('message' in amount) return reportFailure(this.notifier, invalid(amount.message, 'amount'), text('oops'));
    if (numbers.length === 0) return reportFailure(this.notifier, invalid(text('enterValidBidNumber'), 'number'));

    const bids: Omit<BidEntry, 'id'>[] = [];
    for (const number of numbers) {
      const game = gameOfNumber(number);
      if (!game || !this.place.board.accepts.includes(game)) {
        return reportFailure(this.notifier, invalid(text('enterValidBidNumber'), 'number'));
      }
      bids.push({ number, amount: amount.points, session: sessionFor(game, chosenSession, this.sessions) });
    }

    const entries = [...this.entries];
    const merged: BidEntry[] = [];
    for (const bid of bids) {
      const same = entries.findIndex((entry) => entry.number === bid.number && entry.session === bid.session);
      if (!replacing && same >= 0) {
        const amount = entries[same]!.amount + bid.amount;
        if (amount > MAX_BID_POINTS) return reportFailure(this.notifier, invalid(text('enterValidAmount'), 'amount'));
        entries[same] = { ...entries[same]!, amount };
        merged.push(entries[same]!);
      } else if (replacing && same >= 0) {
        if (bid.amount === 0) entries.splice(same, 1);
        else entries[same] = { ...entries[same]!, amount: bid.amount };
      } else if (bid.amount > 0) {
        entries.push({ ...bid, id: this.ids.newId() });
      }
    }
    this.commit(entries);
    // A number already on the slip (a refused bid kept there, a restored draft) grows by the
    // amount: say so, or the player may place twice what they meant.
    if (merged.length > 0 && !this.place.board.taps) this.announceMerge(merged);
    return success({ added: bids.length });
  }

  /**
   * A grid box as the player types it (a board whose amounts replace): a valid amount is the
   * number's bid at once, so the totals follow each keystroke; an empty or unfinished one
   * takes the number off the slip. Nobody is told: the box reports a wrong amount when left.
   */
  typeAmount(number: string, amountInput: string, chosenSession: BidSession): void {
    if (this.place.board.merge !== 'replace') return;
    const counts = !('message' in bidAmount(amountInput, minBet(this.storage)));
    this.add([number], counts ? amountInput : '', chosenSession);
  }

  private announceMerge(merged: readonly BidEntry[]): void {
    const [first] = merged;
    const message =
      merged.length === 1
        ? text('slipMergedOne', { number: first!.number, amount: indianRupees(first!.amount * 100) })
        : text('slipMergedMany', { count: merged.length });
    this.notifier.notify(notice('info', message, { id: 'slip-merged' }));
  }

  /** Removes one entry (the delete icon, or a long press on the bulk board). */
  remove(id: string): void {
    if (this.entries.some((entry) => entry.id === id)) this.commit(this.entries.filter((entry) => entry.id !== id));
  }

  /** Removes every entry of a number in the chosen session (long press on single digit bulk). */
  removeNumber(number: string, chosenSession: BidSession): void {
    const game = gameOfNumber(number);
    const session = game ? sessionFor(game, chosenSession, this.sessions) : chosenSession;
    const kept = this.entries.filter((entry) => !(entry.number === number && entry.session === session));
    if (kept.length !== this.entries.length) this.commit(kept);
  }

  /** The same entries under a new request id (the server refused the old one as another slip's). */
  renewRequestId(): void {
    this.commit([...this.entries]);
  }

  /** Empties the slip and forgets its draft (also what a successful placement does). */
  clear(): void {
    this.state.next({ entries: [], requestId: this.ids.newId() });
    this.storage.remove(this.draftKey);
  }

  private commit(entries: BidEntry[]): void {
    const draft = { entries, requestId: this.ids.newId() };
    this.state.next(draft);
    if (entries.length === 0) this.storage.remove(this.draftKey);
    else this.storage.set(this.draftKey, draft);
  }

  private get draftKey(): string {
    return slipDraftKey(
      this.place.market,
      this.place.timing ? `${this.place.boardId}@${this.place.timing}` : this.place.boardId,
    );
  }

  /**
   * The stored draft, keeping the entries that still fit this board (a market that has
   * since declared its open result takes no more OPEN bids). A corrupt draft is ignored.
   */
  private loadDraft(): Draft | undefined {
    const draft = this.storage.get<Draft>(this.draftKey);
    if (!draft || typeof draft !== 'object' || typeof draft.requestId !== 'string' || !Array.isArray(draft.entries))
      return undefined;
    const entries = draft.entries.filter((entry: BidEntry) => {
      const game = gameOfNumber(entry?.number);
      return (
        game !== undefined &&
        this.place.board.accepts.includes(game) &&
        typeof entry.id === 'string' &&
        Number.isSafeInteger(entry.amount) &&
        entry.amount > 0 &&
        entry.amount <= MAX_BID_POINTS &&
        entry.session === sessionFor(game, entry.session, this.sessions)
      );
    });
    return { entries, requestId: entries.length === draft.entries.length ? draft.requestId : this.ids.newId() };
  }
}

function totalsOf(entries: readonly BidEntry[]): SlipTotals {
  return { bids: entries.length, points: entries.reduce((sum, entry) => sum + entry.amount, 0) };
}
