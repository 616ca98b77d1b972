import { isPana } from '../numbers/panas.js';
import type { ResultDeclaration, ResultsDeskGateway } from '../ports/results-desk-gateway.js';
import type { ConsolePolicy } from './console-policy.js';
import { operatorText } from './operator-messages.js';
import { badInput, type OperatorOutcome } from './operator-outcome.js';

/** Declaring a main market's open or close pana from the console (owner, results). */
export class ResultDeclarationDesk {
  constructor(
    private readonly results: ResultsDeskGateway,
    private readonly policy: ConsolePolicy,
  ) {}

  declare(form: ResultDeclaration): Promise<OperatorOutcome<void>> {
    const market = form.market.trim();
    if (market === '') return Promise.resolve(badInput(operatorText('enterMarket'), 'market'));
    const pana = form.pana.trim();
    if (!isPana(pana)) return Promise.resolve(badInput(operatorText('enterPana'), 'pana'));
    return this.policy.run(() => this.results.declare({ market, session: form.session, pana }));
  }
}
