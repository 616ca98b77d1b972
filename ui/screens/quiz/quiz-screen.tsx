import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useEffect } from 'react';
import { Quiz, VerificationCheck, type QuizQuestion } from 'matka-core/player';
import type { TranslationKey } from '../../i18n/locales/en.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

/** The options that are words rather than numbers, by their translation keys. */
const OPTION_KEYS: Record<string, TranslationKey> = {
  Jodi: 'quizOption_jodi',
  'Single on CLOSE': 'quizOption_singleOnClose',
  'Single pana on CLOSE': 'quizOption_singlePanaOnClose',
  None: 'quizOption_none',
  OPEN: 'quizOption_open',
  CLOSE: 'quizOption_close',
  Both: 'quizOption_both',
  Neither: 'quizOption_neither',
};

/** A question's prompt and options in the player's language (numbers stay as they are). */
function useQuizText() {
  const text = useText();
  return {
    prompt: (question: QuizQuestion) => text(`quiz_${question.id}`, { defaultValue: question.prompt }),
    option: (option: string) => (Object.hasOwn(OPTION_KEYS, option) ? text(OPTION_KEYS[option]!) : option),
  };
}

/** The quiz (/quiz) for unverified players; a verified player is sent home by the status check. */
export function QuizScreen() {
  const text = useText();
  const quizText = useQuizText();
  usePageTitle('quiz');
  const quiz = useService(Quiz);
  useEffect(() => () => quiz.dispose(), [quiz]);
  const state = useObservableState(quiz.state$, quiz.current);

  const verification = useService(VerificationCheck);
  useEffect(() => {
    void verification.run();
  }, [verification]);

  const total = state.questions.length;
  if (state.phase === 'finished') {
    return (
      <>
        <PageToolbar title={text('quiz')} />
        <Stack p="md" gap="sm">
          <Title order={2} size="h3">
            {text('quizScore', { score: state.score, total })}
          </Title>
          {state.answers.map(({ question, chosen, correct }) => (
            <Paper key={question.id} withBorder p="sm" radius="md">
              <Text size="sm" fw={600}>
                {quizText.prompt(question)}
              </Text>
              <Group gap="xs" mt={4}>
                <Badge color={correct ? 'green' : 'red'} variant="light">
                  {quizText.option(chosen)}
                </Badge>
                {!correct && (
                  <Text size="sm">{text('quizRightAnswer', { answer: quizText.option(question.answer) })}</Text>
                )}
              </Group>
            </Paper>
          ))}
          <Button onClick={() => quiz.tryAgain()}>{text('tryAgain')}</Button>
        </Stack>
      </>
    );
  }
  const question = state.questions[state.index]!;
  return (
    <>
      <PageToolbar title={text('quiz')} />
      <Stack p="md" gap="sm">
        <Text size="sm" c="dimmed">
          {text('quizProgress', { number: state.index + 1, total })}
        </Text>
        <Title order={2} size="h4">
          {quizText.prompt(question)}
        </Title>
        {question.options.map((option) => {
          const picked = state.chosen === option;
          const color =
            state.chosen === undefined ? 'blue' : option === question.answer ? 'green' : picked ? 'red' : 'gray';
          return (
            <Button
              key={option}
              variant={state.chosen === undefined || picked || option === question.answer ? 'light' : 'default'}
              color={color}
              disabled={state.chosen !== undefined && !picked && option !== question.answer}
              aria-pressed={picked}
              onClick={() => quiz.choose(option)}
              justify="flex-start"
            >
              {quizText.option(option)}
            </Button>
          );
        })}
      </Stack>
    </>
  );
}
