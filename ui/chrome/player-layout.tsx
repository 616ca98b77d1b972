import { Box } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { AppHeader } from './app-header.js';
import { BottomBar } from './bottom-bar.js';
import { ScreenLoader } from '../components/screen-loader.js';
import classes from './player-footer.module.css';
import { useAccountRefresh } from './use-account-refresh.js';

/** The footer's height, for what must stay clear of it (the toasts, see toast-container.tsx). */
export const FOOTER_HEIGHT_VARIABLE = '--player-footer-height';

/** Every logged-in screen: the header, the screen, the footer (its action bar and the bottom bar); mobile width, centred. */
export function PlayerLayout() {
  const [footer, setFooter] = useState<HTMLElement | null>(null);
  useFooterHeight(footer);
  useAccountRefresh();
  useTopOfNewScreen();
  // The next screen's code is on its way (a slow network): a bar says the tap was taken.
  const loading = useNavigation().state === 'loading';
  return (
    <Box maw={430} mx="auto" mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      {loading && <div data-screen-loading="" />}
      <AppHeader />
      <Box component="main" style={{ flex: 1 }} aria-busy={loading}>
        <Suspense fallback={<ScreenLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      {/* A landmark (contentinfo), so a screen reader's landmarks reach the slip's bar too. */}
      <footer ref={setFooter} className={classes.footer}>
        {/* A screen's action bar (ActionBar in action-bar.tsx; the attribute is its ACTION_BAR_SLOT). */}
        <div data-action-bar-slot="" />
        <BottomBar />
      </footer>
    </Box>
  );
}

/** Publishes the footer's height on the page (it changes with the action bar and the language). */
function useFooterHeight(footer: HTMLElement | null) {
  useEffect(() => {
    if (!footer) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(FOOTER_HEIGHT_VARIABLE, `${footer.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(footer);
    return () => {
      observer.disconnect();
      root.removeProperty(FOOTER_HEIGHT_VARIABLE);
    };
  }, [footer]);
}

/**
 * A new screen opens at its top (after placing, the dashboard, not the board's scroll); going
 * back leaves the browser's own scroll. Smaller than React Router's ScrollRestoration, which the
 * first load's budget has no room for.
 */
function useTopOfNewScreen() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
}
