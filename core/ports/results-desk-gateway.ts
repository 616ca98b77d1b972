import type { ConsoleAnswer } from './console-answer.js';
import { token } from './token.js';

/** A declaration as the console sends it: a main market's open or close pana. */
export interface ResultDeclaration {
  market: string;
  session: 'open' | 'close';
  pana: string;
}

/** Declaring results from the console (owner and results roles). */
export interface ResultsDeskGateway {
  declare(declaration: ResultDeclaration): Promise<ConsoleAnswer<void>>;
}
export const ResultsDeskGateway = token<ResultsDeskGateway>('ResultsDeskGateway');
