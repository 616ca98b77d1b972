import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  AccountsGateway,
  Navigator,
  SecureStorage,
  startLogout,
  startPaymentResultRedirect,
  startSplash,
  TimeScheduler,
} from 'matka-core/player';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';

/** The container's services: the same instances on every render, so an effect on them runs once. */
function useRedirectDeps() {
  return { storage: useService(SecureStorage), navigator: useService(Navigator), scheduler: useService(TimeScheduler) };
}

/** The splash (/): after 1 s, home with a token, else login; navigation state clears storage first. */
export function SplashScreen() {
  const text = useText();
  usePageTitle('appName');
  const { storage, navigator, scheduler } = useRedirectDeps();
  const arrivedWithState = useLocation().state != null;
  useEffect(() => {
    const redirect = startSplash({ storage, navigator, scheduler }, arrivedWithState);
    return () => redirect.unsubscribe();
  }, [storage, navigator, scheduler, arrivedWithState]);
  return (
    <Center component="main" mih="100dvh">
      <Stack align="center">
        <Title order={1}>{text('appName')}</Title>
        <Loader aria-label={text('loading')} />
      </Stack>
    </Center>
  );
}

/** Logout (/logout): the server told to end the session, storage cleared at once, then /login after 1 s. */
export function LogoutScreen() {
  const text = useText();
  usePageTitle('logout');
  const { storage, navigator, scheduler } = useRedirectDeps();
  const accounts = useService(AccountsGateway);
  useEffect(() => {
    const redirect = startLogout({ storage, navigator, scheduler, accounts });
    return () => redirect.unsubscribe();
  }, [storage, navigator, scheduler, accounts]);
  return (
    <Center component="main" mih="100dvh">
      <Text>{text('loggingOut')}</Text>
    </Center>
  );
}

/** /paymentSuccess and /paymentFailed: back home (or to login) after 5 s. */
export function PaymentResultScreen({ succeeded }: { succeeded: boolean }) {
  const text = useText();
  usePageTitle(succeeded ? 'paymentSuccessful' : 'transactionFailed');
  const { storage, navigator, scheduler } = useRedirectDeps();
  useEffect(() => {
    const redirect = startPaymentResultRedirect({ storage, navigator, scheduler });
    return () => redirect.unsubscribe();
  }, [storage, navigator, scheduler]);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Alert
        color={succeeded ? 'green' : 'red'}
        title={text(succeeded ? 'paymentSuccessful' : 'transactionFailed')}
        maw={400}
      >
        {!succeeded && <Text mb="xs">{text('refundNotice')}</Text>}
        <Text size="sm">{text('takingYouBack')}</Text>
      </Alert>
    </Center>
  );
}
