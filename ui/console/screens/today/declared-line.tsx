import { Text } from '@mantine/core';
import { ank, type ExposureView, type MarketDayRef } from '../../../../core/index.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * What the market day has declared so far, e.g. "Declared: 128-1 (open) · close not
 * declared": read with the exposure grid, so a declaration or a correction shows at once.
 */
export function DeclaredLine({ day, result }: { day: MarketDayRef; result: ExposureView['result'] }) {
  const text = useConsoleText();
  const withAnk = (pana: string) => `${pana}-${ank(pana)}`;
  let line: string;
  if (day.kind === 'main') {
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
