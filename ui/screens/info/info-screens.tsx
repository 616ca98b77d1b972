import { Paper, Stack, Table, Text, Typography } from '@mantine/core';
import { GameLists, InfoContent, type InfoPage, type RateRow } from 'matka-core/player';
import type { TranslationKey } from '../../i18n/locales/en.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useRequest } from '../../hooks/use-request.js';
import { useText } from '../../hooks/use-text.js';
import { useGameName } from '../../hooks/use-game-name.js';
import { safeHtml } from '../../components/safe-html.js';
import { Loaded } from '../../components/loaded.js';
import { RecordList } from '../../components/record-list.js';

const useInfoContent = () => useService(InfoContent);

/** Game rules (/gameRules) and videos (/videos): the server's HTML, sanitised before it is shown. */
export function HtmlPageScreen({ which, title }: { which: InfoPage; title: TranslationKey }) {
  const text = useText();
  usePageTitle(title);
  const content = useInfoContent();
  const { state, retry } = useRequest(() => content.page(which), [content, which]);
  return (
    <>
      <PageToolbar title={text(title)} />
      <Loaded state={state} retry={retry}>
        {(page) => (
          <Typography p="md">
            {/* Sanitised by safeHtml: scripts, handlers and javascript: links are gone. */}
            <div dangerouslySetInnerHTML={{ __html: safeHtml(page.html) }} />
          </Typography>
        )}
      </Loaded>
    </>
  );
}

/** Notifications (/notifications). */
export function NotificationsScreen() {
  const text = useText();
  usePageTitle('notifications');
  const content = useInfoContent();
  const { state, retry } = useRequest(() => content.notifications(), [content]);
  return (
    <>
      <PageToolbar title={text('notifications')} />
      <Loaded state={state} retry={retry}>
        {(notifications) => (
          <RecordList
            empty={text('noHistory')}
            rows={notifications.map((n) => ({
              key: n.id,
              title: n.title,
              detail: `${n.body} · ${n.date}`,
              amount: '',
            }))}
          />
        )}
      </Loaded>
    </>
  );
}

function RateTable({ title, rows }: { title: string; rows: RateRow[] }) {
  const text = useText();
  const gameName = useGameName();
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700} mb="xs">
        {title}
      </Text>
      <Table fz="sm">
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{gameName(row.id)}</Table.Td>
              <Table.Td ta="right">{text('ratePerPoint', { rate: row.rate })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** Game rates (/gameRates): main, starline and jackpot. */
export function GameRatesScreen() {
  const text = useText();
  usePageTitle('gameRates');
  const lists = useService(GameLists);
  const { state, retry } = useRequest(() => lists.rates(), [lists]);
  return (
    <>
      <PageToolbar title={text('gameRates')} />
      <Loaded state={state} retry={retry}>
        {(rates) => (
          <Stack p="md" gap="sm">
            <RateTable title={text('markets')} rows={rates.main} />
            <RateTable title={text('starline')} rows={rates.starline} />
            <RateTable title={text('jackpot')} rows={rates.jackpot} />
          </Stack>
        )}
      </Loaded>
    </>
  );
}
