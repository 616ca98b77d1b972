import { Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { indianRupees } from 'matka-core/player';
import { type OperatorOutcome } from 'matka-core/console';
import { DialogButtons } from '../../components/dialog-buttons.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/** What the change does to the market: makes it inactive, or closes it on a day (a holiday, a weekly off-day). */
export type LeavesPlay = { kind: 'inactive'; market: string } | { kind: 'close'; market: string; day: string };

interface Question {
  what: LeavesPlay;
  bets: number;
  stakePaise: number;
  send: (confirm: boolean) => Promise<OperatorOutcome<void>>;
  success: string;
  done: ((outcome: OperatorOutcome<void>) => void) | undefined;
}

/**
 * Runs a market change that may take a market with unsettled bets out of play. The server
 * asks first, naming the bets; the dialog names them too (count and stake) and sends the
 * same change again with confirm only when the operator goes ahead. Any other answer is
 * told as usual; `done` hears the final one (not the question).
 */
export function useAskIfUnsettled(onChanged: () => void): {
  run: (
    what: LeavesPlay,
    send: (confirm: boolean) => Promise<OperatorOutcome<void>>,
    success: string,
    done?: (outcome: OperatorOutcome<void>) => void,
  ) => Promise<void>;
  dialog: ReactNode;
} {
  const text = useConsoleText();
  const [question, setQuestion] = useState<Question>();
  const [busy, setBusy] = useState(false);
  const finish = (outcome: OperatorOutcome<void>, success: string, done: Question['done']) => {
    notifyOutcome(outcome, success, (o) => text(o.failure.message));
    if (outcome.ok) onChanged();
    done?.(outcome);
  };
  const run = async (
    what: LeavesPlay,
    send: (confirm: boolean) => Promise<OperatorOutcome<void>>,
    success: string,
    done?: (outcome: OperatorOutcome<void>) => void,
  ) => {
    const outcome = await send(false);
    const unsettled = !outcome.ok && outcome.failure.kind === 'rejected' ? outcome.failure.unsettled : undefined;
    if (unsettled) setQuestion({ what, ...unsettled, send, success, done });
    else finish(outcome, success, done);
  };
  const goAhead = async () => {
    if (!question) return;
    setBusy(true);
    const outcome = await question.send(true);
    setBusy(false);
    setQuestion(undefined);
    finish(outcome, question.success, question.done);
  };
  const kind = question?.what.kind ?? 'inactive';
  const values = question && {
    market: question.what.market,
    day: question.what.kind === 'close' ? question.what.day : '',
    bets: text('unsettledBets', { count: question.bets, stake: indianRupees(question.stakePaise) }),
  };
  const dialog = (
    <Modal
      opened={!!question}
      onClose={() => setQuestion(undefined)}
      title={values ? text(`unsettledAskTitle_${kind}`, values) : ''}
    >
      {values && (
        <Stack>
          <Text size="sm">{text(`unsettledAsk_${kind}`, values)}</Text>
          <DialogButtons
            onCancel={() => setQuestion(undefined)}
            action={text(`unsettledGoAhead_${kind}`)}
            onAction={() => void goAhead()}
            color="red"
            busy={busy}
          />
        </Stack>
      )}
    </Modal>
  );
  return { run, dialog };
}
