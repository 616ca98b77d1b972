import type {
  AccountsGateway,
  BettingGateway,
  ContentGateway,
  PushGateway,
  FundsGateway,
  HistoryGateway,
  MarketsGateway,
} from '../../core/index.js';
/**
 * A gateway whose answers a test scripts per method. Every call is recorded. A reply may be
 * an answer, a function of the payload, or an Error to throw (a TransportFailure). The last
 * reply of a method repeats.
 */
export class ScriptedGateway<G extends object> {
  readonly calls: { method: string; payload: unknown }[] = [];
  private readonly replies = new Map<string, unknown[]>();
  readonly api: G;

  constructor() {
    this.api = new Proxy({} as G, {
      // Every method name answers; `then` and symbols do not, or the gateway would look like a Promise.
      get: (_, method) =>
        typeof method === 'symbol' || method === 'then'
          ? undefined
          : (payload?: unknown) => this.answer(String(method), payload),
    });
  }

  reply(method: keyof G & string, ...replies: unknown[]): this {
    this.replies.set(method, replies);
    return this;
  }

  callsOf(method: keyof G & string): unknown[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.payload);
  }

  private async answer(method: string, payload: unknown): Promise<unknown> {
    this.calls.push({ method, payload });
    const queue = this.replies.get(method);
    if (!queue || queue.length === 0) throw new Error(`no reply scripted for ${method}`);
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    await Promise.resolve();
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? (reply as (payload: unknown) => unknown)(payload) : structuredClone(reply);
  }
}

/** One scripted gateway per port of core: what core's harness and the screen tests start from. */
export function scriptedGateways() {
  return {
    accounts: new ScriptedGateway<AccountsGateway>(),
    funds: new ScriptedGateway<FundsGateway>(),
    markets: new ScriptedGateway<MarketsGateway>(),
    betting: new ScriptedGateway<BettingGateway>(),
    history: new ScriptedGateway<HistoryGateway>(),
    content: new ScriptedGateway<ContentGateway>(),
    push: new ScriptedGateway<PushGateway>(),
  };
}

export type ScriptedGateways = ReturnType<typeof scriptedGateways>;
