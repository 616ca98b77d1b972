import { AppShell, Alert, Badge, Burger, Button, Center, Group, Loader, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { ConsoleSession, sectionsFor, type ConsoleSection } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ConsoleNav } from './console-nav.js';
import { LanguagePicker } from '../../components/language-picker.js';
import { useConsoleSession } from '../../hooks/use-console-session.js';

/**
 * The signed-in console: a header with the operator and sign-out, the navigation of what
 * the role may open, and the screen. Signed out, it goes to sign-in (and back after).
 */
export function ConsoleShell() {
  const text = useConsoleText();
  const state = useConsoleSession();
  const session = useService(ConsoleSession);
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const section = useMatches()
    .map((match) => (match.handle as { section?: ConsoleSection } | undefined)?.section)
    .findLast(Boolean);

  if (state.status === 'unknown') {
    return (
      <Center h="100vh">
        <Loader aria-label={text('loading')} />
      </Center>
    );
  }
  if (state.status === 'signed-out') return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  const { operator, serverZone } = state.info;
  const allowed = !section || sectionsFor(operator.role).includes(section);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={text('navigation')} />
            <Title order={1} size="h4">
              {text('consoleName')}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {serverZone && (
              <Text size="xs" c="dimmed" visibleFrom="md">
                {text('timesIn', { zone: serverZone })}
              </Text>
            )}
            <Text size="sm" fw={600}>
              {operator.username}
            </Text>
            <Badge variant="light">{text(`role_${operator.role}`)}</Badge>
            <LanguagePicker />
            <Button variant="default" size="xs" onClick={() => void session.signOut()}>
              {text('signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <ConsoleNav role={operator.role} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {allowed ? (
          <Outlet />
        ) : (
          <Alert color="orange" title={text('notForRole')} role="alert">
            {text('notForRoleDetail')}
          </Alert>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
