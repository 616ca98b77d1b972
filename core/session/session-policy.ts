import type { Navigator } from '../ports/navigator.js';
import { LOGIN_ROUTE } from '../routes/route-table.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import type { WalletStore } from '../wallet/wallet-store.js';
import type { PortAnswer, ServerWords } from '../ports/port-answer.js';
import { failed, type Failure, type Outcome } from '../outcome/outcome.js';
import { isMessageKey } from '../messages/message-key.js';
import { raw, text, type Text } from '../messages/text.js';
import { errorNotice } from '../notices/notice.js';
import { STORAGE_KEYS } from './storage-keys.js';
import { walletString } from '../wallet/money.js';
import { isTransportFailure, transportFailureIn, type TransportFailure } from './transport-failure.js';

/**
 * The one place that decides what a port's answer means beyond its value: the balance it
 * carried, a session that ended, a refusal to show. Use cases send every call through `run`
 * and get data or a typed failure.
 */
export class SessionPolicy {
  /** Whether an answer has ended a session: later answers that find no token again are not told twice. */
  private ended = false;

  constructor(
    private readonly storage: SecureStorage,
    private readonly notifier: Notifier,
    private readonly navigator: Navigator,
    private readonly wallet: WalletStore,
  ) {}

  /**
   * Makes a port's call and applies the policy to its answer. The balance it carried is stored,
   * unless the live stream brought one while the call was out: this answer may have read the
   * wallet before a movement the stream has already shown (a screen's load that read it just
   * before a bet committed), and any later movement comes on the stream too. A refusal that
   * ends the session ends it; any other is shown to the player (unless `quiet`, for background
   * refreshes) and returned as a `rejected` failure with its code. A transport failure is shown
   * (unless `quiet`) and returned, never thrown; any other error is a bug and is thrown. A refusal
   * that carried no words reads `fallback` (default: the request failed); with `title`, the
   * refusals shown carry it (the legacy calls' 'Oops...').
   */
  async run<T>(
    call: () => Promise<PortAnswer<T>>,
    options: { quiet?: boolean; fallback?: Text; title?: Text } = {},
  ): Promise<Outcome<T>> {
    const liveBefore = this.wallet.liveUpdates;
    let answer: PortAnswer<T>;
    try {
      answer = await call();
    } catch (error) {
      if (!isTransportFailure(error)) throw error;
      const failure = transportFailure(error);
      if (!options.quiet) this.notifier.notify(errorNotice(failure.message));
      return failed(failure);
    }
    if (answer.balancePaise !== undefined && this.wallet.liveUpdates === liveBefore) {
      this.wallet.update(walletString(answer.balancePaise));
    }
    if (answer.ok) return { ok: true, value: answer.value };
    const { refusal } = answer;
    if (refusal.code === 'signedOut') {
      return this.endSession(refusal.message ? raw(refusal.message) : text('sessionExpired'), { clearAll: true });
    }
    if (refusal.code === 'sessionExpired') return this.endSession(text('sessionExpired'), { clearAll: false });
    const message = serverText(refusal, options.fallback);
    if (!options.quiet) {
      const all = refusal.messages && refusal.messages.length > 1 ? refusal.messages.map(raw) : [message];
      for (const each of all) this.notifier.notify(errorNotice(each, options.title));
    }
    return failed({ kind: 'rejected', message, code: refusal.code });
  }

  /**
   * Ends the session and goes to /login. `auth: false` and `nosession` clear everything;
   * `session: false` removes the session and its token but keeps the mobile number, so
   * the login form can offer it again.
   */
  private endSession<T>(message: Text, { clearAll }: { clearAll: boolean }): Outcome<T> {
    // Calls made together (a screen's, the frame's refresh, the live stream's ticket) all end
    // it: the player is told once, by the first answer; the others find the token gone.
    const alreadyEnded = this.ended && !this.storage.get<string>(STORAGE_KEYS.token, '');
    this.ended = true;
    if (clearAll) {
      this.storage.clear();
    } else {
      this.storage.remove(STORAGE_KEYS.session);
      this.storage.remove(STORAGE_KEYS.token);
    }
    if (!alreadyEnded) this.notifier.notify(errorNotice(message));
    this.navigator.go(LOGIN_ROUTE);
    return failed({ kind: 'session-ended', message });
  }
}

/**
 * The catalogue text some words name (messageKey, messageValues), when core knows the key and
 * every value is text or a number; otherwise undefined, and the server's own words are shown.
 */
export function keyedText(words: Pick<ServerWords, 'messageKey' | 'messageValues'>): Text | undefined {
  const key = words.messageKey;
  if (typeof key !== 'string' || !isMessageKey(key)) return undefined;
  const values: unknown = words.messageValues;
  if (values === undefined) return text(key);
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  const entries = Object.entries(values);
  if (!entries.every(([, value]) => typeof value === 'string' || typeof value === 'number')) return undefined;
  return text(key, Object.fromEntries(entries) as Record<string, string | number>);
}

function transportFailure(error: TransportFailure): Failure {
  return transportFailureIn(error, text);
}

/**
 * Words a port's answer carried: as a catalogue text when they named one this app knows (shown
 * in the player's language), else as sent, or `fallback` when there were none.
 */
export function serverText(words: ServerWords | undefined, fallback: Text = text('requestFailed')): Text {
  if (!words) return fallback;
  const keyed = keyedText(words);
  if (keyed) return keyed;
  return typeof words.message === 'string' && words.message.trim() !== '' ? raw(words.message) : fallback;
}
