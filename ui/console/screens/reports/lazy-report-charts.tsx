import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useConsoleText } from '../../hooks/use-console-text.js';
import type { ReportChartsProps } from './report-charts.js';

// recharts is large: the charts come in their own chunk, once there is something to draw.
const ReportChartsChunk = lazy(() => import('./report-charts.js'));

/** A report's charts, in the console's words: a loader while their chunk comes. */
export function ReportCharts(props: Omit<ReportChartsProps, 'labels'>) {
  const text = useConsoleText();
  const labels = {
    stakes: text('stakes'),
    payouts: text('payouts'),
    deposits: text('deposits'),
    withdrawals: text('paidOut'),
  };
  return (
    <Suspense
      fallback={
        <Center h={240}>
          <Loader size="sm" aria-label={text('loadingChart')} />
        </Center>
      }
    >
      <ReportChartsChunk {...props} labels={labels} />
    </Suspense>
  );
}
