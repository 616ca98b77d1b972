import type {
  AccountsGateway,
  BettingGateway,
  ContentGateway,
  FundsGateway,
  HistoryGateway,
  MarketsGateway,
  PushGateway,
} from '../core/index.js';
import {
  accountsOverWire,
  bettingOverWire,
  contentOverWire,
  fundsOverWire,
  historyOverWire,
  marketsOverWire,
  pushOverWire,
  type AccountsWire,
  type BettingWire,
  type ContentWire,
  type FundsWire,
  type HistoryWire,
  type MarketsWire,
  type PushWire,
} from '../adapters/index.js';
import { ScriptedGateway } from '../testing/fakes/scripted-gateway.js';

/**
 * A port over a scripted wire: a test scripts the player API's answers as the server sends
 * them (`reply`), and the use case under test gets the port the adapter makes of them (`api`),
 * so each test runs the adapter's reading of the wire too. Calls are recorded as sent on the wire.
 */
export class ScriptedWire<W extends object, P> {
  readonly wire = new ScriptedGateway<W>();
  readonly api: P;

  constructor(toPort: (wire: W) => P) {
    this.api = toPort(this.wire.api);
  }

  get calls(): { method: string; payload: unknown }[] {
    return this.wire.calls;
  }

  reply(method: keyof W & string, ...replies: unknown[]): this {
    this.wire.reply(method, ...replies);
    return this;
  }

  callsOf(method: keyof W & string): unknown[] {
    return this.wire.callsOf(method);
  }
}

/** One scripted wire per player port: what core's harness and the screen tests start from. */
export function scriptedWireGateways() {
  return {
    accounts: new ScriptedWire<AccountsWire, AccountsGateway>(accountsOverWire),
    funds: new ScriptedWire<FundsWire, FundsGateway>(fundsOverWire),
    markets: new ScriptedWire<MarketsWire, MarketsGateway>(marketsOverWire),
    betting: new ScriptedWire<BettingWire, BettingGateway>(bettingOverWire),
    history: new ScriptedWire<HistoryWire, HistoryGateway>(historyOverWire),
    content: new ScriptedWire<ContentWire, ContentGateway>(contentOverWire),
    push: new ScriptedWire<PushWire, PushGateway>(pushOverWire),
  };
}

export type ScriptedWireGateways = ReturnType<typeof scriptedWireGateways>;
