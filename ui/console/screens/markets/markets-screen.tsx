import { Badge, Button, Center, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ConsoleSession, MarketSetupDesk, type LimitSetting, type SetupMarket } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { Money } from '../../components/money.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { AddMarketForm } from './add-market-form.js';
import { MarketPanel } from './market-panel.js';

/** Markets (owner; results operators see it for the limits): every market, its closures and limit; one set up below. */
export function MarketsScreen() {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const mayEdit = useService(ConsoleSession).may('markets.setup');
  const [load] = useState(() => () => desk.list());
  const { state, value, reload } = useConsoleQuery(load, 'markets');
  const [chosen, setChosen] = useState<string>();
  const market = value?.markets.find((m) => m.name === chosen);
  // The panel opens below the list, often below the fold: bring it into view, focus on it.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!chosen) return;
    panel.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    panel.current?.focus({ preventScroll: true });
  }, [chosen]);

  const row = (m: SetupMarket) => (
    <Table.Tr key={m.name} bg={m.name === chosen ? 'blue.0' : undefined}>
      <Table.Td>
        <Text fw={600} size="sm">
          {m.name}
        </Text>
      </Table.Td>
      <Table.Td>{text(`marketKind_${m.kind}`)}</Table.Td>
      <Table.Td>
        {m.kind === 'main'
          ? `${m.openTime} – ${m.closeTime}`
          : m.kind === 'jackpot'
            ? m.closeTime
            : m.slots.map((s) => s.timing).join(', ')}
      </Table.Td>
      <Table.Td>
        {!m.active ? (
          <Badge color="gray">{text('inactive')}</Badge>
        ) : m.closedToday ? (
          <Stack gap={2}>
            <Badge color="red">{text('closedToday')}</Badge>
            <Text size="xs" c="red.8">
              {m.closedToday}
            </Text>
          </Stack>
        ) : (
          <Badge color="green">{text('openToday')}</Badge>
        )}
      </Table.Td>
      <Table.Td>{limitText(m.limit)}</Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => setChosen(m.name)}
          aria-label={`${text('setUp')} ${m.name}`}
        >
          {text('setUp')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
  const limitText = (limit: LimitSetting | null) =>
    limit ? (
      <Money paise={limit.maxPayoutPaise} size="sm" />
    ) : (
      <Text size="sm" c="dimmed">
        {text('noLimit')}
      </Text>
    );

  return (
    <Stack>
      <Title order={2}>{text('nav_markets')}</Title>
      {mayEdit && <AddMarketForm onSaved={reload} />}
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {!value && state.status === 'loading' && (
        <Center p="lg">
          <Loader aria-label={text('loading')} />
        </Center>
      )}
      {value && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text('market')}</Table.Th>
              <Table.Th>{text('marketKind')}</Table.Th>
              <Table.Th>{text('times')}</Table.Th>
              <Table.Th>{text('state')}</Table.Th>
              <Table.Th>{text('limitPerNumber')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {value.markets.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>{text('noMarkets')}</Table.Td>
              </Table.Tr>
            ) : (
              value.markets.map(row)
            )}
          </Table.Tbody>
        </Table>
      )}
      <div ref={panel} tabIndex={-1} style={{ outline: 'none', scrollMarginTop: 72 }}>
        {market && value && (
          <MarketPanel key={market.name} market={market} today={value.today} mayEdit={mayEdit} onChanged={reload} />
        )}
      </div>
    </Stack>
  );
}
