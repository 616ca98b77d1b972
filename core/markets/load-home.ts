import { BehaviorSubject, type Observable } from 'rxjs';
import type { CarouselImage, Home, MarketRecord, MarketsGateway } from '../ports/markets-gateway.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { success, type Outcome } from '../outcome/outcome.js';
import { text, type Text } from '../messages/text.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';
import { serverText, type SessionPolicy } from '../session/session-policy.js';
import { displayResult } from './result-display.js';
import type { MarketClock } from './market-clock.js';
import { SingleFlight } from '../single-flight/single-flight.js';

export interface MarketCard {
  name: string;
  result: string;
  /** '1' while OPEN bids are still taken (passed on to boards as is_open). */
  isOpen: string;
  bettingRunning: boolean;
  badge: Text;
  /** The card's status line: running (for both sessions, or for CLOSE after the open result) or closed for today. */
  status: Text;
  openTime: string;
  closeTime: string;
  /** What 'Betting is Closed For Today' lists for this market. */
  closedDialog: { openResultTime: string; openBidLastTime: string; closeResultTime: string; closeBidLastTime: string };
  /** Why the market is closed all day (a holiday, its weekly off-day), when it is. */
  closedReason?: string;
}

export interface HomeModel {
  markets: MarketCard[];
  images: CarouselImage[];
  starlineEnabled: boolean;
  jackpotEnabled: boolean;
  /** 'No markets available' when the list is empty. */
  emptyText: Text | undefined;
  /**
   * The zone the server reads market, bet and passbook times in, as it named it; absent from an
   * older server. Not checked here (a zone the phone does not know is not named: marketZoneNote).
   */
  timeZone?: string;
  /** How many minutes that zone was ahead of UTC when the server answered (India: 330), where it said. */
  timeZoneOffset?: number;
  /**
   * Why the player may not bet now (a break, a self-exclusion) and until when. While it stands,
   * home shows no promotion and no Starline or Jackpot tile, and no market card opens a board.
   */
  bettingPaused?: Text;
}

/** The mobile of the demo account whose cards show no chart icon. */
export const DEMO_MOBILE_WITHOUT_CHARTS = '9999999999';

export const CAROUSEL_INTERVAL_MS = 3000;

/** What the player's own session stores, which server settings may not replace. */
const PLAYER_KEYS: ReadonlySet<string> = new Set([
  STORAGE_KEYS.token,
  STORAGE_KEYS.mobile,
  STORAGE_KEYS.name,
  STORAGE_KEYS.email,
  STORAGE_KEYS.wallet,
  STORAGE_KEYS.session,
]);

/** Home (/home): the market cards, the carousel, the starline and jackpot tiles; settings are stored. */
export class LoadHome {
  private readonly settingsStored = new BehaviorSubject(0);
  /** Counts the times home stored its settings: screens that show a setting (the chat link) read it again. */
  readonly settingsStored$: Observable<number> = this.settingsStored.asObservable();

  private readonly latest = new BehaviorSubject<HomeModel | undefined>(undefined);
  /** The newest home any call read (the screen's own, a refresh on focus or after a live event): the cards follow it. */
  readonly latest$: Observable<HomeModel | undefined> = this.latest.asObservable();
  /** The newest home now (for a screen's first render: the home the server rendered, adopted). */
  get latestNow(): HomeModel | undefined {
    return this.latest.value;
  }
  /** Home's call is also the one that carries the balance and the settings: callers at the same time share it. */
  private readonly call = new SingleFlight<Outcome<HomeModel>>();

  constructor(
    private readonly markets: MarketsGateway,
    private readonly policy: SessionPolicy,
    private readonly storage: SecureStorage,
    /** Learns the server's time and the market's zone from every home. */
    private readonly clock?: MarketClock,
  ) {}

  run(options: { quiet?: boolean } = {}): Promise<Outcome<HomeModel>> {
    return this.call.run(() => this.load(options));
  }

  /**
   * The balance and the settings for any signed-in screen: the frame asks
   * when it opens and when the player comes back, so a deep link past /home is not left with
   * a stale balance or without the chat link. Quiet: a failure here is not the screen's.
   */
  refresh(): Promise<Outcome<HomeModel>> {
    return this.run({ quiet: true });
  }

  private async load(options: { quiet?: boolean }): Promise<Outcome<HomeModel>> {
    const answer = await this.policy.run(() => this.markets.home(), options);
    if (!answer.ok) return answer;
    return success(this.adopt(answer.value));
  }

  /**
   * Home from an answer the app did not ask for itself: the server's render of /home carries
   * the markets and banners it showed (no balance), so the app starts from the same screen.
   * Stores the settings and becomes the latest home, as an answer of its own call does.
   */
  adopt(home: Home): HomeModel {
    // A setting never overwrites the player's own values (a config key `name` is not the player's name).
    for (const setting of home.settings) {
      // The config's `name` is the brand players see (header, title, install dialog).
      if (setting.key === 'name') this.storage.set(STORAGE_KEYS.brandName, setting.value);
      if (setting.key !== '' && !PLAYER_KEYS.has(setting.key)) this.storage.set(setting.key, setting.value);
    }
    if (home.settings.length) this.settingsStored.next(this.settingsStored.value + 1);
    const paused = home.bettingPaused ? serverText(home.bettingPaused, text('bettingPausedBadge')) : undefined;
    const cards = home.markets.map(marketCard);
    const markets = paused
      ? cards.map((card) => ({ ...card, bettingRunning: false, badge: text('bettingPausedBadge') }))
      : cards;
    // As named: checking that the phone knows the zone starts its date formatting, which loads
    // its data on first use (20–45 ms on a phone): in the app's start, on every home.
    const timeZone = typeof home.timeZone === 'string' && home.timeZone.trim() !== '' ? home.timeZone : undefined;
    const offset = home.timeZoneOffset;
    this.clock?.learn({ serverTime: home.serverTime, timeZone });
    const model: HomeModel = {
      markets,
      images: paused ? [] : home.images,
      starlineEnabled: !paused && home.starlineEnabled,
      jackpotEnabled: !paused && home.jackpotEnabled,
      emptyText: markets.length === 0 ? text('noMarkets') : undefined,
      ...(timeZone ? { timeZone } : {}),
      ...(timeZone && Number.isInteger(offset) ? { timeZoneOffset: offset } : {}),
      ...(paused ? { bettingPaused: paused } : {}),
    };
    this.latest.next(model);
    return model;
  }
}

export function marketCard(record: MarketRecord): MarketCard {
  const reason = record.closedReason?.trim() || undefined;
  const bettingRunning = record.takesCloseBids && reason === undefined;
  return {
    name: record.market,
    result: displayResult(record.result),
    isOpen: record.takesOpenBids ? '1' : '0',
    bettingRunning,
    badge: bettingRunning ? text('placeBet') : text('closed'),
    status: reason
      ? text('closedTodayReason', { reason })
      : !bettingRunning
        ? text('bettingClosedForToday')
        : record.takesOpenBids
          ? text('bettingRunning')
          : text('bettingRunningForClose'),
    openTime: record.openTime,
    closeTime: record.closeTime,
    // Bids of a session close when its result is due (docs/number-rules.md), so each pair is one time.
    closedDialog: {
      openResultTime: record.openTime,
      openBidLastTime: record.openTime,
      closeResultTime: record.closeTime,
      closeBidLastTime: record.closeTime,
    },
    ...(reason ? { closedReason: reason } : {}),
  };
}

/** Whether a player's market cards show the chart icon. */
export function showsCharts(mobile: string | null | undefined): boolean {
  return mobile !== DEMO_MOBILE_WITHOUT_CHARTS;
}
