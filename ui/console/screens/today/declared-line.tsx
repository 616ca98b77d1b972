import { Text } from '@mantine/core';
import { ank } from 'matka-core';
import { indianRupees } from 'matka-core/player';
import { type ExposureView, type MarketDayRef } from 'matka-core/console';
import { useConsoleText } from '../../hooks/use-console-text.js';

type VoidedDay = NonNullable<ExposureView['voided']>;

/** "Voided by results at 2026-11-20 15:01: 2 stakes refunded (₹150.00)". */
export const voidedLine = (text: ReturnType<typeof useConsoleText>, voided: VoidedDay) =>
  text('voidedLine', {
    by: voided.by,
    at: voided.at,
    stakes: text('refundedStakes', { count: voided.refundedBets }),
    amount: indianRupees(voided.refundedPaise),
  });

/**
 * What the market day has declared so far, e.g. "Declared: 128-1 (open) · close not
 * declared", or that it was voided: read with the exposure grid, so a declaration, a
 * correction or a void shows at once, and after a reload.
 */
export function DeclaredLine({
  day,
  result,
  voided,
}: {
  day: MarketDayRef;
  result: ExposureView['result'];
  voided?: VoidedDay | null | undefined;
}) {
  const text = useConsoleText();
  const withAnk = (pana: string) => `${pana}-${ank(pana)}`;
  let line: string;
  if (voided) line = voidedLine(text, voided);
  else if (day.kind === 'main') {
    const part = (session: 'open' | 'close', pana: string | null) =>
      pana
        ? text('declaredPart', { value: withAnk(pana), session: text(`session_${session}`) })
        : text('notDeclaredPart', { session: text(`session_${session}`) });
    line = text('declaredSoFar', { parts: `${part('open', result.openPana)} · ${part('close', result.closePana)}` });
  } else {
    const value = day.kind === 'jackpot' ? result.jodi : result.openPana && withAnk(result.openPana);
    line = value ? text('declaredSoFar', { parts: value }) : text('nothingDeclared');
  }
  return (
    <Text fw={600} data-testid="declared-line">
      {line}
    </Text>
  );
}
