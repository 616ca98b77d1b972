import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header.js';
import { BottomBar } from './bottom-bar.js';
import { ScreenLoader } from '../components/screen-loader.js';
import { useAccountRefresh } from './use-account-refresh.js';

/** Every logged-in screen: the header, the screen, the bottom bar; mobile width, centred; the balance and settings kept fresh. */
export function PlayerLayout() {
  useAccountRefresh();
  return (
    <Box maw={430} mx="auto" mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <AppHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Suspense fallback={<ScreenLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <BottomBar />
    </Box>
  );
}
