import { BehaviorSubject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { RandomSource } from '../ports/random-source.js';
import { QUIZ_QUESTIONS, type QuizQuestion } from './quiz-questions.js';

/** A round asks 5 of the 24 questions; the next comes 0.9 s after an answer. */
export const QUIZ_ROUND_SIZE = 5;
export const QUIZ_NEXT_DELAY_MS = 900;

export interface QuizAnswer {
  question: QuizQuestion;
  chosen: string;
  correct: boolean;
}

export interface QuizState {
  phase: 'asking' | 'finished';
  questions: readonly QuizQuestion[];
  index: number;
  /** The option chosen for the current question: once set, the question is locked. */
  chosen: string | undefined;
  answers: readonly QuizAnswer[];
  score: number;
}

/** The quiz (/quiz): 5 random questions of 24, locked answers, 0.9 s to the next, then a summary. */
export class Quiz {
  private readonly state: BehaviorSubject<QuizState>;
  private next: Subscription | undefined;
  readonly state$: Observable<QuizState>;

  constructor(
    private readonly random: RandomSource,
    private readonly scheduler: SchedulerLike,
    private readonly pool: readonly QuizQuestion[] = QUIZ_QUESTIONS,
  ) {
    this.state = new BehaviorSubject(this.freshRound());
    this.state$ = this.state.asObservable();
  }

  get current(): QuizState {
    return this.state.value;
  }

  /** Chooses an option; false when the question is already answered or the round is over. */
  choose(option: string): boolean {
    const state = this.state.value;
    const question = state.questions[state.index];
    if (state.phase !== 'asking' || state.chosen !== undefined || !question || !question.options.includes(option))
      return false;
    const correct = option === question.answer;
    this.state.next({
      ...state,
      chosen: option,
      answers: [...state.answers, { question, chosen: option, correct }],
      score: state.score + (correct ? 1 : 0),
    });
    this.next = this.scheduler.schedule(() => this.advance(), QUIZ_NEXT_DELAY_MS);
    return true;
  }

  /** Try Again: a new shuffle of the pool. */
  tryAgain(): void {
    this.next?.unsubscribe();
    this.state.next(this.freshRound());
  }

  dispose(): void {
    this.next?.unsubscribe();
  }

  private advance(): void {
    const state = this.state.value;
    const last = state.index + 1 >= state.questions.length;
    this.state.next(
      last
        ? { ...state, phase: 'finished', chosen: undefined }
        : { ...state, index: state.index + 1, chosen: undefined },
    );
  }

  private freshRound(): QuizState {
    return {
      phase: 'asking',
      questions: shuffled(this.pool, this.random).slice(0, QUIZ_ROUND_SIZE),
      index: 0,
      chosen: undefined,
      answers: [],
      score: 0,
    };
  }
}

/** Fisher–Yates over a copy. */
function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random.next() * (i + 1)));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
