// The rates table and the rules page's text: their stylesheets load with these screens.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Typography.css';
import { Paper, Stack, Table, Text, Typography } from '@mantine/core';
import { GameLists, InfoContent, type InfoPage, type RateRow } from 'matka-core/player';
import type { TranslationKey } from '../../i18n/locales/en.js';
import { useService } from '../../hooks/container-context.js';
import { useText } from '../../hooks/use-text.js';
import { useGameName } from '../../hooks/use-game-name.js';
import { safeHtml } from '../../components/safe-html.js';
import { LoadedPage } from '../../components/loaded-page.js';
import { RecordList } from '../../components/record-list.js';

const useInfoContent = () => useService(InfoContent);

/** Game rules (/gameRules) and videos (/videos): the server's HTML, sanitised before it is shown. */
export function HtmlPageScreen({ which, title }: { which: InfoPage; title: TranslationKey }) {
  const content = useInfoContent();
  return (
    <LoadedPage title={title} load={() => content.page(which)} deps={[content, which]}>
      {(page) => (
        <Typography p="md">
          {/* Sanitised by safeHtml: scripts, handlers and javascript: links are gone. */}
          <div dangerouslySetInnerHTML={{ __html: safeHtml(page.html) }} />
        </Typography>
      )}
    </LoadedPage>
  );
}

/** Notifications (/notifications). */
export function NotificationsScreen() {
  const text = useText();
  const content = useInfoContent();
  return (
    <LoadedPage title="notifications" load={() => content.notifications()} deps={[content]}>
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
    </LoadedPage>
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
  const lists = useService(GameLists);
  return (
    <LoadedPage title="gameRates" load={() => lists.rates()} deps={[lists]}>
      {(rates) => (
        <Stack p="md" gap="sm">
          <RateTable title={text('markets')} rows={rates.main} />
          <RateTable title={text('starline')} rows={rates.starline} />
          <RateTable title={text('jackpot')} rows={rates.jackpot} />
        </Stack>
      )}
    </LoadedPage>
  );
}
