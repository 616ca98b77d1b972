import type { MarketDayRef, ResultsBoardGateway, ResultValue } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import type * as results from '../../../contract/console/results-desk-requests.js';
import { requestBody, type RequestBody } from '../../../contract/requests/request-body.js';
import { okAnswer } from '../../../contract/console/console-wire.js';
import {
  correctionAnswer,
  exposureAnswer,
  previewAnswer,
  stepAnswer,
  todayAnswer,
  voidAnswer,
} from '../../../contract/console/results-board.js';

/** The market-day fields of the contract: a main market's session, a starline slot, a day. */
const dayFields = (day: MarketDayRef) =>
  ({
    market: day.market,
    ...(day.session ? { session: day.session } : {}),
    ...(day.timing ? { timing: day.timing } : {}),
    ...(day.day ? { day: day.day } : {}),
  }) satisfies RequestBody<typeof results.MarketDayFields>;
/** The value as the contract names it: a jackpot's jodi, any other market's pana. */
const valueFields = (value: ResultValue) =>
  ({
    ...dayFields(value),
    [value.kind === 'jackpot' ? 'jodi' : 'pana']: value.value,
  }) satisfies RequestBody<typeof results.ValueFields>;

/** The results desk over /console/api/results. */
export class HttpResultsBoardGateway implements ResultsBoardGateway {
  constructor(private readonly client: ConsoleClient) {}

  today: ResultsBoardGateway['today'] = () => this.client.get('results-today', 'results/today', {}, todayAnswer);
  exposure: ResultsBoardGateway['exposure'] = (day) =>
    this.client.get('results-exposure', 'results/exposure', dayFields(day), exposureAnswer);
  preview: ResultsBoardGateway['preview'] = (value) =>
    this.client.get('results-preview', 'results/preview', valueFields(value), previewAnswer);
  correction: ResultsBoardGateway['correction'] = (value) =>
    this.client.get('results-correction', 'results/correction', valueFields(value), correctionAnswer);
  declare: ResultsBoardGateway['declare'] = (value) =>
    this.client.post(
      'results-declare',
      'results/declare',
      { ...valueFields(value), confirm: value.confirm, ...(value.early ? { early: true } : {}) } satisfies RequestBody<
        typeof results.DeclarationFields
      >,
      stepAnswer,
    );
  correct: ResultsBoardGateway['correct'] = (value) =>
    this.client.post(
      'results-correct',
      'results/correct',
      requestBody<typeof results.ConfirmedValueFields>({ ...valueFields(value), confirm: value.confirm }),
      stepAnswer,
    );
  withdraw: ResultsBoardGateway['withdraw'] = (day) =>
    this.client.post('results-withdraw', 'results/withdraw', dayFields(day), okAnswer);
  void: ResultsBoardGateway['void'] = (day) =>
    this.client.post('results-void', 'results/void', dayFields(day), voidAnswer);
}
