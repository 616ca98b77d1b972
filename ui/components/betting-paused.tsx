import { Alert, Anchor } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadHome, type Text as CoreText } from 'matka-core/player';
import { PageToolbar } from '../chrome/page-toolbar.js';
import { useService } from '../hooks/container-context.js';
import { useText } from '../hooks/use-text.js';

/**
 * Why the player may not bet now (a break, a self-exclusion) and until when, as the newest home
 * said it; undefined while betting is open. Every signed-in screen asks for home (the frame's
 * refresh), so a board reached by a link or the back button learns it too.
 */
export function useBettingPause(): CoreText | undefined {
  const loadHome = useService(LoadHome);
  return useObservableState(loadHome.latest$, loadHome.latestNow)?.bettingPaused;
}

/** The pause as home words it: why and until when, with the way to My limits. */
export function BettingPausedAlert({ paused }: { paused: CoreText }) {
  const text = useText();
  return (
    <Alert color="red" variant="light" m="md" title={text(paused)} role="status">
      <Anchor component={Link} to="/limits" size="sm">
        {text('myLimits')}
      </Anchor>
    </Alert>
  );
}

/**
 * A play screen (a dashboard, a board, the Starline and Jackpot lists) while betting is paused:
 * the pause's words instead of anything a slip could be built on.
 */
export function BettingPausedGate({ title, children }: { title: string; children: ReactNode }) {
  const paused = useBettingPause();
  if (!paused) return <>{children}</>;
  return (
    <>
      <PageToolbar title={title} />
      <BettingPausedAlert paused={paused} />
    </>
  );
}
