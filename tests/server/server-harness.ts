import { serve } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../server/app.js';
import type { Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { openPglite } from '../../server/db/pglite-database.js';
import { openPostgres } from '../../server/db/pg-database.js';
import { ManualClock, marketMoment } from '../../server/services/platform/clock.js';
import { createServices } from '../../server/services/server-services.js';
import { apiTokenActor, type Actor } from '../../server/services/platform/actor.js';
import { ConsoleSmsSender } from '../../server/services/accounts/sms-sender.js';
import { DEFAULT_LIMITS, type Limits } from '../../server/services/platform/limits.js';

export const OPERATOR_TOKEN = 'operator-test-token';

/**
 * A fresh database: in-memory PGlite, or a new database of its own on the PostgreSQL
 * server of DATABASE_URL (npm run test:postgres), so test files may run side by side.
 */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openPglite('memory://');
  return openPostgres(await freshPostgresUrl(url));
}

/**
 * A fresh database with every migration run: a copy of the one the project's global setup
 * migrated (tests/server/migrated-template.ts), or migrated here when there is none.
 */
export async function migratedDatabase(pgliteFolder = 'memory://'): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = migratedTemplate();
  if (!template) {
    const db = await freshDatabase();
    await migrate(db);
    return db;
  }
  if (url) return openPostgres(await freshPostgresUrl(url, template));
  return openPglite(pgliteFolder, {}, { loadDataDir: new Blob([readFileSync(template)]) });
}

/**
 * What the server project's global setup migrated for this engine: a template database's name
 * on PostgreSQL, a dump of a PGlite data folder otherwise. None outside Vitest (the e2e suite
 * starts server processes too).
 */
export function migratedTemplate(): string | undefined {
  try {
    return process.env.DATABASE_URL ? inject('migratedPostgres') : inject('migratedPglite');
  } catch {
    return undefined;
  }
}

/** Creates an empty database (or a copy of `template`) on the server of `url` and gives its URL. */
export async function freshPostgresUrl(url: string, template?: string): Promise<string> {
  const name = `matka_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

/**
 * The reference server on a loopback port, over a fresh database, with a clock the test
 * sets (10:00 on 2026-11-20 unless told). Calls go over real HTTP. `options` go to createApp
 * (a trusted proxy, a folder of UI to serve); `pgliteFolder` keeps a PGlite store in a data
 * folder, as a server does, not in memory.
 */
export async function startServer(
  start = marketMoment(2026, 10, 20, 10, 0),
  options: { trustProxy?: boolean; uiDir?: string; limits?: Partial<Limits>; pgliteFolder?: string } = {},
) {
  const db = await migratedDatabase(options.pgliteFolder);
  const clock = new ManualClock(start);
  const sms = new ConsoleSmsSender(true, () => undefined);
  // Every test signs its players up from 127.0.0.1: the OTP quotas are set out of reach unless a test sets them.
  const limits = {
    ...DEFAULT_LIMITS,
    otpPerAddressPerHour: 100_000,
    otpPerMinute: 100_000,
    loginFreeTriesPerAddress: 100_000,
    ...options.limits,
  };
  const services = createServices(db, sms, clock, () => undefined, { limits, trustProxy: options.trustProxy ?? false });
  const app = createApp({
    services,
    operatorToken: OPERATOR_TOKEN,
    demoOutbox: sms,
    trustProxy: options.trustProxy,
    uiDir: options.uiDir,
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const post = async (path: string, init: RequestInit) => {
    const response = await fetch(url + path, init);
    return { status: response.status, body: await bodyOf(response) };
  };

  let fixtureCashiers: Actor[] | undefined;
  /** Two cashiers of the fixture's own, made when first needed. */
  const fundsOperators = async () =>
    (fixtureCashiers ??= await Promise.all(
      ['fixture-cashier-1', 'fixture-cashier-2'].map(async (username): Promise<Actor> => {
        const { operator } = await services.console.operators.add(apiTokenActor('test'), {
          username,
          password: randomBytes(12).toString('hex'),
          role: 'cashier',
        });
        return { operatorId: operator.id, username, role: 'cashier', address: '127.0.0.1' };
      }),
    ));
  const approveAs = async (actor: Actor, id: number) => {
    const { deposit } = await services.console.deposits.decide(actor, id, 'approve', '');
    return deposit;
  };

  const harness = {
    url,
    db,
    clock,
    sms,
    services,
    /** A JSON call to /api/<name>. */
    api: (name: string, payload: Record<string, unknown> = {}, token?: string) =>
      post(`/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...payload, ...(token ? { session: token } : {}) }),
      }),
    /** A legacy form post to /api2/<name>. */
    legacy: (name: string, payload: Record<string, string> = {}) =>
      post(`/api2/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(payload).toString(),
      }),
    operator: (method: string, path: string, body?: unknown) =>
      post(`/operator${path}`, {
        method,
        headers: {
          authorization: `Bearer ${OPERATOR_TOKEN}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    /**
     * A result declared through the operator API: `day` names the market and its session or
     * starline slot (and a day or `early` when needed).
     */
    declareResult: (day: Record<string, unknown>, pana: string) =>
      harness.operator('POST', '/results', { ...day, pana }),
    /** A declared result corrected through the operator API. */
    correctResult: (day: Record<string, unknown>, pana: string) =>
      harness.operator('PUT', '/results', { ...day, pana }),
    /**
     * place-bet as the app sends a slip: each bid a number, an amount and a session; a starline
     * slot's timing when given, and any `extra` fields (a request id, a jackpot's special game).
     */
    bet: (
      token: string,
      market: string,
      bids: [number: string, amount: number, session: string][],
      timing = '',
      extra: Record<string, string> = {},
    ) =>
      harness.api(
        'place-bet',
        {
          number: bids.map((b) => b[0]).join(','),
          amount: bids.map((b) => b[1]).join(','),
          types: bids.map((b) => b[2]).join(','),
          market,
          specialGame: '',
          ...(timing ? { timing } : {}),
          ...extra,
        },
        token,
      ),
    /** Signs a new player up through the API and gives them `rupees` by an approved deposit. */
    async player(mobile: string, rupees = 0, name = 'Test Player') {
      await harness.api('sendOTP', { mobile, name, type: 'signup' });
      const otp = sms.latest(mobile)!;
      await harness.api('verifyOTP', { mobile, otp, type: 'signup' });
      const registered = await harness.api('register', {
        mobile,
        password: 'secret1',
        name,
        otp,
        // The declaration of being 18 or older, without which no one signs up.
        adult: true,
        deviceid: 'web',
        device_info: 'web',
      });
      const token = registered.body.api_token as string;
      if (!token) throw new Error(`sign-up failed: ${JSON.stringify(registered.body)}`);
      if (rupees > 0) await harness.fund(token, mobile, rupees);
      return { mobile, token };
    },
    /** A manual deposit request as the app sends it, with a screenshot for its proof; it waits for approval. */
    requestDeposit: (token: string, rupees: number | string, utr: string) =>
      harness.api(
        'create-payment-request',
        { amount: String(rupees), transaction_id: utr, note: '', image: PNG, deposit_mode: 'Manual Deposit' },
        token,
      ),
    /** A deposit of `rupees` requested and approved by the operator (by two cashiers under two-person control). */
    async fund(token: string, mobile: string, rupees: number) {
      await harness.requestDeposit(token, rupees, `UTR${mobile}${Date.now() % 1e6}${Math.floor(Math.random() * 1e6)}`);
      // The pending deposits, page after page (the operator API answers 100 at most).
      const pending: { id: number; mobile: string }[] = [];
      for (let after: number | null = 0; after !== null;) {
        const page = (await harness.operator('GET', `/deposits?status=pending&limit=100&after=${after}`))
          .body as unknown as { rows: { id: number; mobile: string }[]; next: number | null };
        pending.push(...page.rows);
        after = page.next;
      }
      for (const deposit of pending.filter((d) => d.mobile === mobile)) {
        const approved = await harness.operator('POST', `/deposits/${deposit.id}/approve`);
        // Under two-person control the shared token may not approve a deposit above the threshold:
        // two named operators of the fixture's own do, as a desk would.
        if (approved.status === 403) {
          const [first, second] = await fundsOperators();
          if ((await approveAs(first!, deposit.id)).status === 'pending') await approveAs(second!, deposit.id);
        }
      }
    },
    /** The sum of a player's ledger, and the wallet total: they must agree. */
    async money(mobile: string) {
      const [row] = await db.query<{ ledger: number; balance: number; bonus: number; debt: number }>(
        `select coalesce((select sum(amount + bonus_amount) from ledger l where l.user_id = u.id), 0)::bigint as ledger, w.balance, w.bonus, w.debt
         from users u join wallets w on w.user_id = u.id where u.mobile = $1`,
        [mobile],
      );
      return row!;
    },
    ledgerRows: async () => Number((await db.query<{ n: number }>('select count(*)::int as n from ledger'))[0]!.n),
    async close() {
      server.close();
      await db.close();
    },
  };
  return harness;
}

export type TestServer = Awaited<ReturnType<typeof startServer>>;

/** A response's body as JSON, or as `{ raw }` when it is not JSON (an HTML page, a plain-text refusal). */
export async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { raw: text };
  }
}

/** A 1×1 PNG as a data URL: a deposit's proof. */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
