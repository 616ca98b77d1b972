import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useConsoleText } from '../../hooks/use-console-text.js';

// recharts is large: the charts come in their own chunk, once there is something to draw.
export const ReportCharts = lazy(() => import('./report-charts.js'));

/** Where the charts go: a loader while their chunk comes. */
export function Charts({ children }: { children: ReactNode }) {
  const text = useConsoleText();
  return (
    <Suspense
      fallback={
        <Center h={240}>
          <Loader size="sm" aria-label={text('loadingChart')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
