import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Quiz, QUIZ_QUESTIONS, VerificationCheck, type QuizState } from '../../../core/index.js';
import { harness } from '../harness.js';

const sequence = (values: number[]) => {
  let i = 0;
  return { next: () => values[i++ % values.length]! };
};

describe('the quiz', () => {
  it('has 24 distinct questions, each with its right answer among four options exactly once', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(24);
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.id)).size).toBe(24);
    for (const q of QUIZ_QUESTIONS) {
      expect(q.options, q.id).toHaveLength(4);
      expect(new Set(q.options).size, q.id).toBe(4);
      expect(
        q.options.filter((o) => o === q.answer),
        q.id,
      ).toHaveLength(1);
    }
  });

  test.prop([fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 30 })])(
    'asks 5 distinct questions from the pool',
    (randoms) => {
      const h = harness();
      const round = new Quiz(sequence(randoms), h.clock).current.questions;
      expect(round).toHaveLength(5);
      expect(new Set(round.map((q) => q.id)).size).toBe(5);
    },
  );

  it('locks an answer, moves on after 0.9 s, then scores and summarises; Try Again reshuffles', () => {
    const h = harness();
    const quiz = new Quiz(sequence([0.1, 0.7, 0.3, 0.9, 0.5]), h.clock);
    const states: QuizState[] = [];
    quiz.state$.subscribe((s) => states.push(s));
    const first = quiz.current.questions;

    expect(quiz.choose(first[0]!.answer)).toBe(true);
    expect(quiz.choose(first[0]!.options.find((o) => o !== first[0]!.answer)!)).toBe(false);
    h.clock.advance(899);
    expect(quiz.current.index).toBe(0);
    h.clock.advance(1);
    expect(quiz.current.index).toBe(1);

    for (let i = 1; i < 5; i++) {
      const q = quiz.current.questions[i]!;
      quiz.choose(q.options.find((o) => o !== q.answer)!);
      h.clock.advance(900);
    }
    expect(quiz.current.phase).toBe('finished');
    expect(quiz.current.score).toBe(1);
    expect(quiz.current.answers.map((a) => a.correct)).toEqual([true, false, false, false, false]);
    expect(quiz.choose('anything')).toBe(false);

    quiz.tryAgain();
    expect(quiz.current).toMatchObject({ phase: 'asking', index: 0, score: 0, answers: [] });
  });

  it('ignores an option that is not on the question', () => {
    const h = harness();
    const quiz = new Quiz(sequence([0.5]), h.clock);
    expect(quiz.choose('not an option')).toBe(false);
    expect(quiz.current.chosen).toBeUndefined();
  });

  it('sends a verified player home', async () => {
    const h = harness();
    h.accounts.reply('statusCheck', { verify: '1' });
    await new VerificationCheck(h.accounts.api, h.policy, h.storage, h.navigator).run();
    expect(h.navigator.moves).toEqual(['/home']);
    h.accounts.reply('statusCheck', { verify: '0' });
    expect(await new VerificationCheck(h.accounts.api, h.policy, h.storage, h.navigator).run()).toEqual({
      ok: true,
      value: { verified: false },
    });
  });
});
