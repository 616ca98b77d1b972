import { familyPana } from '../generators/family-pana.js';
import { groupJodi } from '../generators/group-jodi.js';
import { redBracket } from '../generators/red-bracket.js';
import { twoDigitPanel } from '../generators/two-digit-panel.js';
import { cut } from '../numbers/digits.js';
import { gameOfNumber } from '../numbers/game-of-number.js';
import { ALL_PANAS, ank, DOUBLE_PANAS, isPana, panaKind, SINGLE_PANAS } from '../numbers/panas.js';

export interface QuizQuestion {
  id: string;
  prompt: string;
  options: readonly string[];
  /** The right option, computed from the catalogue rather than typed in. */
  answer: string;
}

const first = (options: readonly string[], test: (option: string) => boolean) => options.find(test)!;

function question(id: string, prompt: string, options: readonly string[], answer: string | number): QuizQuestion {
  return { id, prompt, options, answer: String(answer) };
}

/** The pool of 24 questions about the game's rules (the quiz for unverified players). */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = Object.freeze([
  question('ank-128', 'What is the ank of the pana 128?', ['1', '2', '8', '11'], ank('128')),
  question('ank-777', 'What is the ank of the pana 777?', ['7', '1', '21', '0'], ank('777')),
  question(
    'valid-pana',
    'Which of these is a valid pana?',
    ['019', '201', '190', '010'],
    first(['019', '201', '190', '010'], isPana),
  ),
  question(
    'sp',
    'Which of these is a single pana (SP)?',
    ['112', '123', '555', '100'],
    first(['112', '123', '555', '100'], (p) => panaKind(p) === 'SP'),
  ),
  question(
    'dp',
    'Which of these is a double pana (DP)?',
    ['123', '550', '777', '246'],
    first(['123', '550', '777', '246'], (p) => panaKind(p) === 'DP'),
  ),
  question(
    'tp',
    'Which of these is a triple pana (TP)?',
    ['000', '001', '100', '110'],
    first(['000', '001', '100', '110'], (p) => panaKind(p) === 'TP'),
  ),
  question('count-sp', 'How many single panas are there?', ['90', '100', '120', '220'], SINGLE_PANAS.length),
  question('count-dp', 'How many double panas are there?', ['10', '90', '100', '120'], DOUBLE_PANAS.length),
  question('count-all', 'How many panas are there in all?', ['100', '120', '220', '1000'], ALL_PANAS.length),
  question('cut-3', 'What is the cut of 3?', ['7', '8', '9', '3'], cut(3)),
  question('cut-0', 'What is the cut of 0?', ['0', '5', '9', '1'], cut(0)),
  question('result-jodi', 'In the result 250-71-489, what is the jodi?', ['25', '71', '48', '50'], '71'),
  question('result-open-pana', 'In the result 250-71-489, what is the open pana?', ['250', '489', '71', '7'], '250'),
  question(
    'result-close-digit',
    'In the result 250-71-489, what is the close digit?',
    ['7', '1', '4', '9'],
    ank('489'),
  ),
  question('highest-digit', 'Which digit counts highest when a pana is written?', ['9', '1', '0', '5'], '0'),
  question('jodi-digits', 'How many digits does a jodi bid have?', ['1', '2', '3', '6'], '2'),
  question(
    'closes-at-open',
    'Which bid closes at the market’s open time?',
    ['Jodi', 'Single on CLOSE', 'Single pana on CLOSE', 'None'],
    'Jodi',
  ),
  question(
    'after-open-result',
    'Which session still takes bids after the open result?',
    ['OPEN', 'CLOSE', 'Both', 'Neither'],
    'CLOSE',
  ),
  question(
    'group-jodi-size',
    'How many jodis does a group jodi bid cover?',
    ['4', '6', '8', '10'],
    groupJodi('12').length,
  ),
  question(
    'two-digit-panel-size',
    'How many panas does a two digit panel add?',
    ['8', '9', '10', '12'],
    twoDigitPanel('12').length,
  ),
  question(
    'half-sangam',
    'Which of these is a half sangam bid?',
    ['7-489', '71', '250-489', '2507'],
    first(['7-489', '71', '250-489', '2507'], (n) => gameOfNumber(n) === 'halfsangam'),
  ),
  question(
    'full-sangam',
    'Which of these is a full sangam bid?',
    ['7-489', '250-489', '250-7', '25-48'],
    first(['7-489', '250-489', '250-7', '25-48'], (n) => gameOfNumber(n) === 'fullsangam'),
  ),
  question(
    'red-bracket',
    'Which jodi is in the full red bracket?',
    ['00', '05', '11', '12'],
    first(['00', '05', '11', '12'], (j) => redBracket('full').includes(j)),
  ),
  question('family-size', 'How many panas are in the family of 100?', ['4', '6', '8', '10'], familyPana('100').length),
]);
