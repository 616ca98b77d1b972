import type { HistoryGateway } from '../ports/history-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { ledgerEntryOf, type LedgerEntry } from './ledger-entry.js';

/** The three selection pages: Main Matka, Starline Matka, Gali Disawar. */
export const WINNING_KINDS = [
  { kind: 'main', title: 'Main Matka' },
  { kind: 'starline', title: 'Starline Matka' },
  { kind: 'gali', title: 'Gali Disawar' },
] as const;

export type WinningKind = (typeof WINNING_KINDS)[number]['kind'];

export interface WinningRow {
  date: string;
  /** What the bid won, all of it. */
  amountPaise: number;
  /** The part of it that went to the bonus, 0 when none did. */
  bonusPaise: number;
  remark: string;
  /** What the win was, where the server says it. */
  entry: LedgerEntry | undefined;
}

/** Winnings (/winnings) by kind, through the legacy winning_ledger. */
export class Winnings {
  constructor(
    private readonly history: HistoryGateway,
    private readonly policy: SessionPolicy,
  ) {}

  async load(kind: WinningKind): Promise<Outcome<WinningRow[]>> {
    const answer = await this.policy.run(() => this.history.winnings(kind));
    if (!answer.ok) return answer;
    return success(
      answer.value.map((row) => ({
        date: row.date,
        amountPaise: row.amountPaise,
        bonusPaise: row.bonusPaise,
        remark: row.remark,
        entry: ledgerEntryOf(row.kind, row.ref, row.bid),
      })),
    );
  }
}
