import { isPana } from '../numbers/panas.js';
import type {
  ConfirmedResult,
  CorrectionView,
  MarketDayRef,
  PreviewView,
  ResultsBoardGateway,
  ResultStep,
  ResultValue,
  VoidView,
} from '../ports/results-board-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import { operatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';

/**
 * Preview, declare, correct and void from the console. A value is checked before it is
 * sent (a pana for main and starline markets, a jodi for a jackpot), and a declaration or
 * correction only when the value typed again is the same: the server checks both again.
 */
export class SettlementDesk {
  constructor(
    private readonly board: ResultsBoardGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  preview(form: ResultValue): Promise<OperatorOutcome<PreviewView>> {
    const value = form.value.trim();
    const refusal = valueRefusal(form.kind, value);
    return refusal ? Promise.resolve(refusal) : this.policy.run(() => this.board.preview({ ...form, value }));
  }

  correction(form: ResultValue): Promise<OperatorOutcome<CorrectionView>> {
    const value = form.value.trim();
    const refusal = valueRefusal(form.kind, value);
    return refusal ? Promise.resolve(refusal) : this.policy.run(() => this.board.correction({ ...form, value }));
  }

  /** Declares, or (two-person control) leaves the value waiting for a second operator: the answer's `state` says which. */
  declare(form: ConfirmedResult): Promise<OperatorOutcome<ResultStep>> {
    return this.confirmed(form, (checked) => this.board.declare(checked));
  }

  correct(form: ConfirmedResult): Promise<OperatorOutcome<ResultStep>> {
    return this.confirmed(form, (checked) => this.board.correct(checked));
  }

  /** Withdraws the value the operator gave that waits for a second operator. */
  withdraw(day: MarketDayRef): Promise<OperatorOutcome<void>> {
    return this.policy.run(() => this.board.withdraw(day));
  }

  void(day: MarketDayRef): Promise<OperatorOutcome<VoidView>> {
    return this.policy.run(() => this.board.void(day));
  }

  private confirmed(
    form: ConfirmedResult,
    send: (form: ConfirmedResult) => ReturnType<ResultsBoardGateway['declare']>,
  ): Promise<OperatorOutcome<ResultStep>> {
    const value = form.value.trim();
    const confirm = form.confirm.trim();
    const refusal = valueRefusal(form.kind, value);
    if (refusal) return Promise.resolve(refusal);
    if (confirm !== value) return Promise.resolve(badInput(operatorText('confirmationDiffers', { value }), 'confirm'));
    return this.policy.run(() => send({ ...form, value, confirm }));
  }
}

function valueRefusal(kind: ResultValue['kind'], value: string): OperatorOutcome<never> | undefined {
  if (kind === 'jackpot') return /^\d{2}$/.test(value) ? undefined : badInput(operatorText('enterJodi'), 'value');
  return isPana(value) ? undefined : badInput(operatorText('enterPana'), 'value');
}
