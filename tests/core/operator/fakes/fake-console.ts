import { Subject } from 'rxjs';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  roleMay,
  deskOrder,
  type RequestStatus,
  type PlayerProtection,
  type ApiToken,
  type AuditGateway,
  type AuditRow,
  type ConsoleAnswer,
  type ConsoleCapability,
  type ConsoleEvent,
  type ConsoleEvents,
  type ConsoleRefusal,
  type ConsoleSessionGateway,
  type DeskGateway,
  type DeskQuery,
  type OperatorIdentity,
  type OperatorsGateway,
  type PlayerAdminGateway,
  type LedgerRow,
  type MoneyTrail,
  type PlayerDetail,
  type PlayerNote,
  type PlayerPageEvent,
  type PlayerPageEvents,
  type BannerRow,
  type ContentAdminGateway,
  type ContentPageKey,
  type FundsReport,
  type MarketsReport,
  type ProfitReport,
  type WinnersReport,
  type ReportsGateway,
  type SentNotification,
  type ConsoleSettings,
  type MarketSetupGateway,
  type NumberOverLimit,
  type SetupMarket,
} from '../../../../core/index.js';
import {
  ASHA,
  depositsFixture,
  HOSTILE,
  marketsFixture,
  operatorsFixture,
  settingsFixture,
  withdrawalsFixture,
} from './console-fixtures.js';

/** A refusal the fake answers with (a class, so a reply's type tells it from data). */
class Refusal {
  constructor(readonly refusal: ConsoleRefusal) {}
}
const no = (status: number, error: string, totpRequired?: boolean) =>
  new Refusal({ status, error, ...(totpRequired ? { totpRequired } : {}) });
type Reply<T> = T | Refusal;
const page = <T>(rows: T[]) => ({ rows, total: rows.length, page: 1, pageSize: 20 });

/** A desk's request as the server filters it: status, amount range, a part of the mobile, name or UTR (payout reference). */
function deskMatch(
  row: { status: string; amountPaise: number; player: { name: string; mobile: string } },
  reference: string,
  query: DeskQuery,
): boolean {
  const search = (query.search ?? '').toLowerCase();
  return (
    (!query.status || row.status === query.status) &&
    (query.minPaise === undefined || row.amountPaise >= query.minPaise) &&
    (query.maxPaise === undefined || row.amountPaise <= query.maxPaise) &&
    (search === '' ||
      row.player.mobile.includes(search) ||
      row.player.name.toLowerCase().includes(search) ||
      reference.toLowerCase().includes(search))
  );
}

/** A desk's page as the server answers it: 25 rows a page, the count stopped at `cap` (then `capped`). */
/** A page of a desk, in the server's order (pending first, oldest on top unless newest is asked). */
const deskPage = <T extends { status: RequestStatus; createdAt: string }>(
  rows: T[],
  query: DeskQuery,
  cap = Infinity,
) => ({
  rows: deskOrder(rows, query.order).slice((query.page - 1) * 25, query.page * 25),
  total: Math.min(rows.length, cap),
  page: query.page,
  pageSize: 25,
  ...(rows.length > cap ? { capped: true } : {}),
});

/**
 * The console's server in memory: every port of the console over one small world, with the
 * contract's roles (403), sessions (401) and one-time decisions (409). Every call is
 * recorded; `failNext` scripts the next answer of a call (a refusal, or an Error to throw).
 */
export class FakeConsole {
  readonly calls: { method: string; payload: unknown }[] = [];
  readonly events = new Subject<ConsoleEvent>();
  signedIn: OperatorIdentity | undefined;
  /** Usernames with a second factor; their code is 123456. */
  readonly totp = new Set<string>();
  readonly passwords = new Map([
    ['owner', 'owner-demo-1234'],
    ['asha.cash', 'cashier-pass-1'],
  ]);
  deposits = depositsFixture();
  /** Two-person control on deposits, as the server: an approval of more than this is the first of two. */
  depositThresholdPaise: number | undefined = undefined;
  withdrawals = withdrawalsFixture();
  operatorRows = operatorsFixture();
  readonly players = new Map<string, PlayerDetail>([
    [ASHA.id, { ...ASHA }],
    [HOSTILE.id, { ...HOSTILE }],
  ]);
  audit: AuditRow[] = [];
  /** Where the server stops counting a desk's rows (COUNT_CAP on the server; a test sets a small one). */
  countCap = Infinity;
  /** The numbers a limit saved finds already over it (a test sets them). */
  overLimit: NumberOverLimit[] = [];
  private readonly scripted = new Map<string, ConsoleRefusal | Error>();

  constructor(signedInAs?: string) {
    const row = this.operatorRows.find((o) => o.username === signedInAs);
    if (row) this.signedIn = { id: row.id, username: row.username, role: row.role, totpEnabled: row.totpEnabled };
  }

  failNext(method: string, reply: ConsoleRefusal | Error): this {
    this.scripted.set(method, reply);
    return this;
  }

  callsOf(method: string): unknown[] {
    return this.calls.filter((call) => call.method === method).map((call) => call.payload);
  }

  private async answer<T>(
    method: string,
    payload: unknown,
    needs: ConsoleCapability | 'session' | 'none',
    reply: () => Reply<T>,
  ): Promise<ConsoleAnswer<T>> {
    this.calls.push({ method, payload });
    await Promise.resolve();
    const scripted = this.scripted.get(method);
    this.scripted.delete(method);
    if (scripted instanceof Error) throw scripted;
    if (scripted) return { ok: false, refusal: scripted };
    if (needs !== 'none' && !this.signedIn) return { ok: false, refusal: no(401, 'Sign in first.').refusal };
    if (needs !== 'none' && needs !== 'session' && !roleMay(this.signedIn!.role, needs))
      return { ok: false, refusal: no(403, 'Your role may not do this.').refusal };
    const value = reply();
    return value instanceof Refusal ? { ok: false, refusal: value.refusal } : { ok: true, value };
  }

  private info() {
    return { operator: this.signedIn!, idleMinutes: 30, serverZone: 'Asia/Kolkata' };
  }

  private record(action: string, target: string) {
    this.audit.unshift({
      id: String(this.audit.length + 1),
      at: '2026-11-20 12:00:00',
      operator: this.signedIn?.username ?? '?',
      role: this.signedIn?.role ?? '?',
      action,
      target,
      before: '{}',
      after: '{}',
      address: '127.0.0.1',
    });
  }

  private decide<R extends { id: string; status: string; decidedBy?: string | undefined }>(
    rows: R[],
    id: string,
    change: Partial<R>,
    action: string,
  ): Reply<R> {
    const row = rows.find((r) => r.id === id);
    if (!row) return no(404, 'Not found.');
    if (row.status !== 'pending') return no(409, `#${id} was already ${row.status} by ${row.decidedBy}.`);
    const claim = `${action.split('.')[0]}:${id}`;
    const holder = this.claims.get(claim);
    if (holder && holder !== this.signedIn!.username) return no(409, `#${id} is being reviewed by ${holder}.`);
    this.claims.delete(claim);
    Object.assign(row, change, { decidedBy: this.signedIn!.username, decidedAt: '2026-11-20 12:00:00' });
    this.record(action, `${action.split('.')[0]}:${id}`);
    return { ...row };
  }

  private playerChange(id: string, change: Partial<PlayerDetail>, action: string): Reply<PlayerDetail> {
    const player = this.players.get(id);
    if (!player) return no(404, 'No such player.');
    Object.assign(player, change);
    this.record(action, `player:${player.mobile}`);
    return { ...player };
  }

  readonly session: ConsoleSessionGateway = {
    signIn: (form) =>
      this.answer('signIn', form, 'none', () => {
        const row = this.operatorRows.find((o) => o.username === form.username);
        if (!row || row.disabled || this.passwords.get(form.username) !== form.password)
          return no(400, 'Wrong username or password.');
        if (this.totp.has(form.username) && form.totp !== '123456')
          return no(401, 'Enter the code from your authenticator app.', true);
        this.signedIn = {
          id: row.id,
          username: row.username,
          role: row.role,
          totpEnabled: this.totp.has(row.username),
        };
        return this.info();
      }),
    session: () => this.answer('session', undefined, 'session', () => this.info()),
    signOut: () => this.answer('signOut', undefined, 'none', () => void (this.signedIn = undefined)),
    changePassword: (form) =>
      this.answer('changePassword', form, 'session', () =>
        this.passwords.get(this.signedIn!.username) === form.current
          ? undefined
          : no(400, 'The current password is wrong.'),
      ),
    totpSetup: () =>
      this.answer('totpSetup', undefined, 'session', () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/matka:owner?secret=JBSWY3DPEHPK3PXP',
      })),
    totpEnable: (form) =>
      this.answer('totpEnable', form, 'session', () =>
        form.code === '123456' ? (this.signedIn = { ...this.signedIn!, totpEnabled: true }) : no(400, 'Wrong code.'),
      ),
    totpDisable: (form) =>
      this.answer('totpDisable', form, 'session', () =>
        form.code === '123456' ? (this.signedIn = { ...this.signedIn!, totpEnabled: false }) : no(400, 'Wrong code.'),
      ),
    apiTokens: () => this.answer('apiTokens', undefined, 'session', () => ({ tokens: [...this.apiTokenRows] })),
    createApiToken: (form) =>
      this.answer('createApiToken', form, 'session', () => {
        const created = {
          id: this.apiTokenRows.length + 1,
          label: form.label,
          createdAt: '2026-11-20 10:00',
          lastUsedAt: null,
          revokedAt: null,
          revokedBy: null,
        };
        this.apiTokenRows.unshift(created);
        return { token: `mko_${String(created.id).padStart(64, '0')}`, created };
      }),
    revokeApiToken: (id) =>
      this.answer('revokeApiToken', id, 'session', () => {
        const row = this.apiTokenRows.find((t) => t.id === id);
        if (!row) return no(404, `You have no token #${id}.`);
        Object.assign(row, { revokedAt: '2026-11-20 10:05', revokedBy: this.signedIn!.username });
        return { revoked: { ...row } };
      }),
  };

  /** The signed-in operator's API tokens. */
  apiTokenRows: ApiToken[] = [];

  /** The desks' claims, as the server keeps them: `deposit:12` to the cashier reviewing it. */
  readonly claims = new Map<string, string>();

  /** The rows as the server lists them: each pending one with the cashier claiming it. */
  private claimed<R extends { id: string; status: string }>(desk: string, rows: R[]): R[] {
    return rows.map((r) => ({
      ...r,
      claimedBy: r.status === 'pending' ? this.claims.get(`${desk}:${r.id}`) : undefined,
    }));
  }

  private claimDesk(desk: 'deposit' | 'withdrawal', id: string) {
    const row = (desk === 'deposit' ? this.deposits : this.withdrawals).find((r) => r.id === id);
    if (!row) return no(404, `There is no ${desk} #${id}.`);
    if (row.status !== 'pending') return no(409, `#${id} was already ${row.status} by ${row.decidedBy}.`);
    const holder = this.claims.get(`${desk}:${id}`);
    if (holder && holder !== this.signedIn!.username)
      return no(409, `#${id} is being reviewed by ${holder} (claimed until 2026-11-20 12:02:00).`);
    this.claims.set(`${desk}:${id}`, this.signedIn!.username);
    return { id, claimedBy: this.signedIn!.username, claimedUntil: '2026-11-20 12:02:00' };
  }

  readonly desks: DeskGateway = {
    counts: () =>
      this.answer('counts', undefined, 'session', () => ({
        pendingDeposits: this.deposits.filter((d) => d.status === 'pending').length,
        pendingWithdrawals: this.withdrawals.filter((w) => w.status === 'pending').length,
      })),
    deposits: (query) =>
      this.answer('deposits', query, 'desks', () =>
        deskPage(
          this.claimed(
            'deposit',
            this.deposits.filter((d) => deskMatch(d, d.utr, query)),
          ),
          query,
          this.countCap,
        ),
      ),
    depositImageUrl: (id) => `/console/api/deposits/${id}/image`,
    claim: ({ desk, id }) => this.answer('claim', { desk, id }, 'desks', () => this.claimDesk(desk, id)),
    release: ({ desk, id }) =>
      this.answer('release', { desk, id }, 'desks', () => {
        const mine = this.claims.get(`${desk}:${id}`) === this.signedIn!.username;
        if (mine) this.claims.delete(`${desk}:${id}`);
        return { released: mine };
      }),
    approveDeposit: ({ id }) =>
      this.answer('approveDeposit', { id }, 'desks', () => {
        const d = this.deposits.find((row) => row.id === id);
        const above = this.depositThresholdPaise !== undefined && (d?.amountPaise ?? 0) > this.depositThresholdPaise;
        if (d?.status === 'pending' && above && !d.firstApproval) {
          d.firstApproval = { by: this.signedIn!.username, at: '2026-11-20 12:00:00' };
          return { ...d };
        }
        if (d?.status === 'pending' && d.firstApproval?.by === this.signedIn!.username)
          return no(403, `You gave the first approval of deposit #${id}: a second operator must approve it, not you.`);
        return this.decide(this.deposits, id, { status: 'completed', firstApproval: undefined }, 'deposit.approve');
      }),
    rejectDeposit: ({ id, reason }) =>
      this.answer('rejectDeposit', { id, reason }, 'desks', () =>
        this.decide(this.deposits, id, { status: 'rejected', reason }, 'deposit.reject'),
      ),
    withdrawals: (query) =>
      this.answer('withdrawals', query, 'desks', () =>
        deskPage(
          this.claimed(
            'withdrawal',
            this.withdrawals.filter((w) => deskMatch(w, w.payoutReference ?? '', query)),
          ),
          query,
          this.countCap,
        ),
      ),
    withdrawalContext: ({ id }) =>
      this.answer('withdrawalContext', { id }, 'desks', () => {
        const w = this.withdrawals.find((row) => row.id === id);
        return {
          deposits: [
            {
              id: '9',
              at: '2026-11-19 18:00:00',
              amountPaise: 20_000,
              status: 'completed',
              detail: 'UTR 400000000001',
            },
          ],
          bets: [],
          wins: [],
          totals: { depositedPaise: 20_000, stakedPaise: 0, wonPaise: 0, bets: 0 },
          // The player's wallet now and what it covers after any debt, and a hold on their payouts.
          money: w && {
            amountPaise: w.amountPaise,
            balancePaise: w.withdrawablePaise,
            bonusPaise: 0,
            debtPaise: w.debtPaise,
            coveredPaise: w.coveredPaise,
          },
          hold: w?.hold,
          // Where the player's money came from, when a test sets it (else as a server without it).
          ...(this.withdrawalTrail ? { trail: this.withdrawalTrail } : {}),
        };
      }),
    // As the server: nothing is approved while a hold stands, nor whole when a debt leaves it short.
    approveWithdrawal: ({ id, payoutReference }) =>
      this.answer('approveWithdrawal', { id, payoutReference }, 'desks', () => {
        const w = this.withdrawals.find((row) => row.id === id);
        if (w?.status === 'pending' && w.hold) return no(409, `Payouts of ${w.player.name} are on hold.`);
        if (w?.status === 'pending' && (w.coveredPaise ?? w.amountPaise) < w.amountPaise)
          return no(409, `${w.player.name} owes money: only part of #${id} is covered.`);
        // Two-person control: the first of two approvals leaves it pending; its maker is never the second.
        if (w?.status === 'pending' && w.secondApproval && !w.firstApproval) {
          w.firstApproval = { by: this.signedIn!.username, at: '2026-11-20 12:00:00' };
          return { ...w };
        }
        if (w?.status === 'pending' && w.firstApproval?.by === this.signedIn!.username)
          return no(403, `You gave the first approval of #${id}: a second operator must approve it, not you.`);
        return this.decide(this.withdrawals, id, { status: 'completed', payoutReference }, 'withdrawal.approve');
      }),
    approveCoveredWithdrawal: ({ id, payoutReference, reason }) =>
      this.answer('approveCoveredWithdrawal', { id, payoutReference, reason }, 'withdrawals.partial', () => {
        const w = this.withdrawals.find((row) => row.id === id);
        const paid = w?.coveredPaise;
        const change = {
          status: 'completed' as const,
          payoutReference,
          reason,
          paidPaise: paid,
          coveredPaise: undefined,
        };
        return this.decide(this.withdrawals, id, { ...change, debtPaise: 0 }, 'withdrawal.approve-covered');
      }),
    rejectWithdrawal: ({ id, reason }) =>
      this.answer('rejectWithdrawal', { id, reason }, 'desks', () =>
        this.decide(this.withdrawals, id, { status: 'rejected', reason }, 'withdrawal.reject'),
      ),
  };

  readonly playerAdmin: PlayerAdminGateway = {
    search: (query) =>
      this.answer('search', query, 'players.read', () =>
        page(
          [...this.players.values()].filter(
            (p) => p.mobile.includes(query.q) || p.name.toLowerCase().includes(query.q.toLowerCase()),
          ),
        ),
      ),
    player: ({ id }) =>
      this.answer('player', { id }, 'players.read', () =>
        this.players.has(id)
          ? {
              player: { ...this.players.get(id)! },
              sessions: [{ createdAt: '2026-11-20 09:30:00', expiresAt: '2026-12-20 09:30:00' }],
            }
          : no(404, 'No such player.'),
      ),
    ledger: (request) => this.answer('ledger', request, 'players.read', () => page([...this.ledgerRows])),
    activity: (request) =>
      this.answer('activity', request, 'players.read', () =>
        page(
          request.kind === 'deposits'
            ? [
                {
                  id: '11',
                  at: '2026-11-20 10:05:00',
                  amountPaise: 50_000,
                  status: 'pending',
                  detail: 'UTR 412345678901',
                },
              ]
            : [],
        ),
      ),
    block: ({ id, reason }) =>
      this.answer('block', { id, reason }, 'players.act', () =>
        this.playerChange(id, { blocked: true, blockedReason: reason }, 'player.block'),
      ),
    holdPayouts: ({ id, reason }) =>
      this.answer('holdPayouts', { id, reason }, 'players.hold', () =>
        this.playerChange(
          id,
          { payoutHold: { reason, heldBy: this.signedIn!.username, heldAt: '2026-11-20 12:00:00' } },
          'player.hold-payouts',
        ),
      ),
    releasePayouts: ({ id }) =>
      this.answer('releasePayouts', { id }, 'players.hold', () =>
        this.playerChange(id, { payoutHold: undefined }, 'player.release-payouts'),
      ),
    unblock: ({ id }) =>
      this.answer('unblock', { id }, 'players.act', () =>
        this.playerChange(id, { blocked: false, blockedReason: undefined }, 'player.unblock'),
      ),
    endSessions: ({ id }) =>
      this.answer('endSessions', { id }, 'players.act', () => this.playerChange(id, {}, 'player.end-sessions')),
    verify: ({ id }) =>
      this.answer('verify', { id }, 'players.act', () => this.playerChange(id, { verified: true }, 'player.verify')),
    bonus: (request) =>
      this.answer('bonus', request, 'players.act', () => {
        const player = this.players.get(request.id);
        if (player) {
          const paise = Math.round(Number(request.amount) * 100);
          player.bonusPaise += paise;
          this.ledgerRows.unshift({
            id: String(this.ledgerRows.length + 1),
            at: '2026-11-20 12:00:00',
            kind: 'bonus',
            amountPaise: 0,
            bonusPaise: paise,
            balanceAfterPaise: player.balancePaise + player.bonusPaise,
            remark: request.reason ? `Bonus: ${request.reason}` : 'Bonus',
          });
        }
        return this.playerChange(request.id, {}, 'player.bonus');
      }),
    adjust: (request) =>
      this.answer('adjust', request, 'players.adjust', () => {
        if (this.signedIn!.role !== 'owner') {
          if (this.cashierCeilingPaise === 0) return no(403, 'The cashier role may not credit or debit wallets.');
          const paise = Math.abs(Math.round(Number(request.amount) * 100));
          if (this.movedTodayPaise + paise > this.cashierCeilingPaise) return no(400, 'That would pass your ceiling.');
          this.movedTodayPaise += paise;
        }
        return this.playerChange(request.id, {}, 'player.adjust');
      }),
    walletAllowance: () =>
      this.answer('walletAllowance', undefined, 'players.adjust', () =>
        this.signedIn!.role === 'owner'
          ? { unlimited: true as const }
          : {
              unlimited: false as const,
              day: '2026-11-20',
              ceilingPaise: this.cashierCeilingPaise,
              movedPaise: this.movedTodayPaise,
              leftPaise: Math.max(0, this.cashierCeilingPaise - this.movedTodayPaise),
            },
      ),
    // Two-person control: nothing waits in this fake unless a test adds to it.
    pendingCredits: (request) => this.answer('pendingCredits', request, 'players.read', () => page([])),
    decideCredit: (request) =>
      this.answer('decideCredit', request, 'players.act', () => this.playerChange(request.id, {}, 'player.bonus')),
    notes: (request) =>
      this.answer('notes', request, 'players.read', () => page([...(this.notesOn.get(request.id) ?? [])])),
    addNote: (request) =>
      this.answer('addNote', request, 'players.note', () => {
        const notes = this.notesOn.get(request.id) ?? [];
        const note = {
          id: String(notes.length + 1),
          at: '2026-11-20 12:00:00',
          operator: this.signedIn!.username,
          role: this.signedIn!.role,
          text: request.text,
        };
        this.notesOn.set(request.id, [note, ...notes]);
        this.record('player.note', `player:${this.players.get(request.id)?.mobile ?? request.id}`);
        return note;
      }),
    protection: ({ id }) => this.answer('protection', { id }, 'players.read', () => this.protectionOf(id)),
    // As the server: only lower than the limit in force.
    lowerLimit: (request) =>
      this.answer('lowerLimit', request, 'players.protect', () => {
        const protection = this.protectionOf(request.id);
        const limit = protection.limits.find((l) => l.kind === request.kind && l.period === request.period)!;
        const paise = Math.round(Number(request.amount) * 100);
        if (limit.limitPaise !== undefined && paise >= limit.limitPaise)
          return no(400, 'Only the player can raise a limit.');
        limit.limitPaise = paise;
        limit.next = undefined;
        this.record('player.limit', `player:${this.players.get(request.id)?.mobile ?? request.id}`);
        return protection;
      }),
    exclude: (request) =>
      this.answer('exclude', request, 'players.protect', () => {
        const protection = this.protectionOf(request.id);
        if (request.period === 'permanent') protection.excludedForGood = true;
        else protection.excludedUntil = request.period === '6m' ? '2027-05-20 12:00' : '2027-11-20 12:00';
        this.record('player.exclude', `player:${this.players.get(request.id)?.mobile ?? request.id}`);
        return protection;
      }),
  };

  /** Each player's limits, cool-off, exclusion and reality check: none until set. */
  readonly protections = new Map<string, PlayerProtection>();
  protectionOf(id: string): PlayerProtection {
    let protection = this.protections.get(id);
    if (!protection) {
      protection = {
        limits: LIMIT_PERIODS.flatMap((period) =>
          LIMIT_KINDS.map((kind) => ({ kind, period, limitPaise: undefined, usedPaise: 0, next: undefined })),
        ),
        coolOffUntil: '',
        excludedUntil: '',
        excludedForGood: false,
        realityCheckMinutes: 0,
      };
      this.protections.set(id, protection);
    }
    return protection;
  }

  /** The money trail the withdrawal context answers (none: as a server without it). */
  withdrawalTrail: MoneyTrail | undefined;
  // The player's page: its ledger (a bonus adds a row), a cashier's daily ceiling, notes, and the page's live events.
  readonly ledgerRows: LedgerRow[] = [
    {
      id: '1',
      at: '2026-11-20 10:05:00',
      kind: 'deposit',
      amountPaise: 50_000,
      bonusPaise: 0,
      balanceAfterPaise: 12_345_600,
      remark: 'Deposit #11',
    },
  ];
  cashierCeilingPaise = 0;
  movedTodayPaise = 0;
  readonly notesOn = new Map<string, PlayerNote[]>();
  /** What a player's page hears; `playerPageOpened` counts the streams opened, per player. */
  readonly playerEvents = new Subject<PlayerPageEvent>();
  readonly playerPageOpened: string[] = [];
  readonly playerPageEvents: PlayerPageEvents = {
    events$: (id) => {
      this.playerPageOpened.push(id);
      return this.playerEvents.asObservable();
    },
  };

  readonly auditTrail: AuditGateway = {
    list: (query) => this.answer('audit', query, 'audit', () => page(this.audit)),
    csvUrl: (filters) => `/console/api/audit.csv?${new URLSearchParams(filters as Record<string, string>)}`,
  };

  readonly operators: OperatorsGateway = {
    list: () => this.answer('operators', undefined, 'operators', () => this.operatorRows.map((o) => ({ ...o }))),
    add: (form) =>
      this.answer('addOperator', form, 'operators', () => {
        if (this.operatorRows.some((o) => o.username === form.username)) return no(400, 'That username is taken.');
        const row = {
          id: String(this.operatorRows.length + 1),
          username: form.username,
          role: form.role,
          totpEnabled: false,
          disabled: false,
          createdAt: '2026-11-20 12:00:00',
          lastSignInAt: undefined,
        };
        this.operatorRows.push(row);
        this.passwords.set(form.username, form.password);
        this.record('operator.add', `operator:${form.username}`);
        return { id: row.id, username: row.username, role: row.role, totpEnabled: false };
      }),
    setRole: ({ id, role }) =>
      this.answer('setRole', { id, role }, 'operators', () => this.operatorChange(id, { role })),
    disable: ({ id }) => this.answer('disable', { id }, 'operators', () => this.operatorChange(id, { disabled: true })),
    enable: ({ id }) => this.answer('enable', { id }, 'operators', () => this.operatorChange(id, { disabled: false })),
  };

  private operatorChange(id: string, change: Partial<(typeof this.operatorRows)[number]>) {
    const row = this.operatorRows.find((o) => o.id === id);
    if (!row) return no(404, 'No such operator.');
    Object.assign(row, change);
    return { id: row.id, username: row.username, role: row.role, totpEnabled: row.totpEnabled };
  }

  // Content and reports (console part 2).
  pages: Record<ContentPageKey, string> = { game_rules: '<p>Old rules</p>', videos: '' };
  bannerRows: BannerRow[] = [];
  sent: SentNotification[] = [];
  /** The players a notification to everyone reaches. */
  audience = 1234;
  marketsReport: MarketsReport = {
    from: '2026-11-20',
    to: '2026-11-20',
    rows: [],
    days: [],
    total: { stakesPaise: 0, payoutsPaise: 0, netPaise: 0, bids: 0, players: 0 },
  };

  fundsReport: Pick<FundsReport, 'rows'> = { rows: [] };
  profitReport: ProfitReport = {
    from: '2026-11-20',
    to: '2026-11-20',
    rows: [],
    total: { stakesPaise: 0, payoutsPaise: 0, bonusesPaise: 0, adjustmentsPaise: 0, refundsPaise: 0, netPaise: 0 },
  };
  winnersReport: WinnersReport = {
    market: '',
    day: '',
    session: '',
    timing: '',
    rows: [],
    total: { bids: 0, stakesPaise: 0, payoutsPaise: 0 },
  };

  /** The days a report covers: those asked, or the fake server's today (2026-11-20). */
  private daysOf(range: { from: string; to: string }) {
    return range.from || range.to ? range : { from: '2026-11-20', to: '2026-11-20' };
  }

  readonly content: ContentAdminGateway = {
    pages: () => this.answer('pages', undefined, 'content', () => ({ ...this.pages })),
    savePage: (request) =>
      this.answer('savePage', request, 'content', () => {
        this.pages[request.key] = request.html;
      }),
    banners: () => this.answer('banners', undefined, 'content', () => [...this.bannerRows]),
    addBanner: (request) =>
      this.answer('addBanner', request, 'content', () => {
        const position = this.bannerRows.length + 1;
        this.bannerRows.push({ id: String(position), image: request.image, link: request.link, position });
        return [...this.bannerRows];
      }),
    moveBanner: (request) => this.answer('moveBanner', request, 'content', () => [...this.bannerRows]),
    removeBanner: (request) =>
      this.answer('removeBanner', request, 'content', () => {
        this.bannerRows = this.bannerRows.filter((row) => row.id !== request.id);
        return [...this.bannerRows];
      }),
    notifications: (request) => this.answer('notifications', request, 'content', () => page(this.sent)),
    sendNotification: (request) =>
      this.answer('sendNotification', request, 'notifications', () => {
        this.sent.unshift({
          id: String(this.sent.length + 1),
          sentAt: '2026-11-20 12:00:00',
          ...request,
          to: request.mobile,
        });
      }),
    notificationAudience: () =>
      this.answer('notificationAudience', undefined, 'notifications', () => ({ players: this.audience })),
  };

  readonly reports: ReportsGateway = {
    markets: (range) =>
      this.answer('reportMarkets', range, 'reports', () => ({ ...this.marketsReport, ...this.daysOf(range) })),
    games: (range) => this.answer('reportGames', range, 'reports', () => ({ ...this.daysOf(range), rows: [] })),
    funds: (range) =>
      this.answer('reportFunds', range, 'reports', () => ({ ...this.daysOf(range), ...this.fundsReport })),
    profit: (range) =>
      this.answer('reportProfit', range, 'reports', () => ({ ...this.profitReport, ...this.daysOf(range) })),
    winners: (query) =>
      this.answer('reportWinners', query, 'reports', () => ({
        ...this.winnersReport,
        market: query.market,
        day: query.day || '2026-11-20',
        session: query.session,
        timing: query.timing,
      })),
    csvUrl: (kind, range) => `/console/api/reports/${kind}.csv?from=${range.from}&to=${range.to}`,
    winnersCsvUrl: (query) => `/console/api/reports/winners.csv?market=${query.market}&day=${query.day}`,
    exportUrl: (kind) => `/console/api/exports/${kind}.csv`,
    ledgerExportUrl: (id) => `/console/api/exports/players/${id}/ledger.csv`,
  };

  readonly consoleEvents: ConsoleEvents = { events$: () => this.events.asObservable() };

  // Market setup and settings: the server's rules in small.
  setupMarkets: SetupMarket[] = marketsFixture();
  settingsValues: ConsoleSettings = settingsFixture();

  private market(name: string, change: (market: SetupMarket) => void | Refusal) {
    const market = this.setupMarkets.find((m) => m.name === name);
    if (!market) return no(404, `There is no market called ${name}.`);
    const refused = change(market);
    return refused instanceof Refusal ? refused : undefined;
  }

  readonly setup: MarketSetupGateway = {
    list: () =>
      this.answer('setupList', {}, 'markets.limits', () => ({
        today: '2026-11-20',
        markets: structuredClone(this.setupMarkets),
      })),
    saveMarket: (form) =>
      this.answer('saveMarket', form, 'markets.setup', () => {
        const existing = this.setupMarkets.find((m) => m.name === form.market);
        if (existing) Object.assign(existing, { openTime: form.open_time ?? '00:00', closeTime: form.close_time });
        else
          this.setupMarkets.push({
            name: form.market,
            kind: form.kind,
            openTime: form.open_time ?? '00:00',
            closeTime: form.close_time,
            active: true,
            offDays: [],
            holidays: [],
            slots: [],
            limit: null,
            closedToday: null,
          });
        return undefined;
      }),
    setActive: (request) =>
      this.answer('setActive', request, 'markets.setup', () =>
        this.market(request.market, (m) => void (m.active = request.active)),
      ),
    setOffDays: (request) =>
      this.answer('setOffDays', request, 'markets.setup', () =>
        this.market(request.market, (m) => void (m.offDays = [...request.weekdays])),
      ),
    addHoliday: (request) =>
      this.answer('addHoliday', request, 'markets.setup', () =>
        this.market(request.market, (m) => {
          m.holidays = [
            ...m.holidays.filter((h) => h.day !== request.day),
            { day: request.day, reason: request.reason },
          ];
          if (request.day === '2026-11-20') m.closedToday = request.reason;
        }),
      ),
    removeHoliday: (request) =>
      this.answer('removeHoliday', request, 'markets.setup', () =>
        this.market(request.market, (m) => {
          m.holidays = m.holidays.filter((h) => h.day !== request.day);
          if (request.day === '2026-11-20') m.closedToday = null;
        }),
      ),
    addSlots: (request) =>
      this.answer('addSlots', request, 'markets.setup', () =>
        this.market(request.market, (m) => {
          if (m.kind !== 'starline') return no(400, `${m.name} is not a starline market.`);
          for (const timing of request.timings)
            if (!m.slots.some((slot) => slot.timing === timing)) m.slots.push({ timing, limit: null });
          m.slots.sort((a, b) => a.timing.localeCompare(b.timing));
        }),
      ),
    removeSlot: (request) =>
      this.answer('removeSlot', request, 'markets.setup', () =>
        this.market(request.market, (m) => void (m.slots = m.slots.filter((slot) => slot.timing !== request.timing))),
      ),
    setLimit: (form) =>
      this.answer('setLimit', form, 'markets.limits', () => {
        const refused = this.market(form.market, (m) => {
          const toPaise = (rupees: string) => (rupees === '' ? null : Math.round(Number(rupees) * 100));
          const payout = toPaise(form.maxPayout);
          const limit =
            payout === null
              ? null
              : { timing: form.timing, maxPayoutPaise: payout, maxStakePaise: toPaise(form.maxStake) };
          if (form.timing === '') m.limit = limit;
          else {
            const slot = m.slots.find((s) => s.timing === form.timing);
            if (!slot) return no(404, `${m.name} has no slot at ${form.timing}.`);
            slot.limit = limit;
          }
        });
        return refused ?? { over: form.maxPayout === '' ? [] : this.overLimit };
      }),
    settings: () => this.answer('settings', {}, 'settings', () => structuredClone(this.settingsValues)),
    setConfig: (values) =>
      this.answer('setConfig', values, 'settings', () => void Object.assign(this.settingsValues.config, values)),
    setRates: (values) =>
      this.answer('setRates', values, 'settings', () => void Object.assign(this.settingsValues.rates, values)),
  };
}
