import { Paper, Stack, Table, Text, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useCallback } from 'react';
import { GameLists, InfoContent, type RateRow } from '../../../core/index.js';
import type { TranslationKey } from '../../i18n/locales/en.js';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { useGameName } from '../../hooks/use-game-name.js';
import { RecordList } from '../../components/record-list.js';
import { useOutcome } from '../../hooks/use-outcome.js';

const useInfoContent = () => useService(InfoContent);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Game rules (/gameRules) and videos (/videos): the server's HTML, sanitised before it is shown. */
export function HtmlPageScreen({ which, title }: { which: 'game_rules' | 'videos'; title: TranslationKey }) {
  const text = useText();
  usePageTitle(title);
  const content = useInfoContent();
  const { value } = useOutcome(useCallback(() => content.page(which), [content, which]));
  // DOMPurify's defaults: no scripts, handlers, javascript: links or frames from the server.
  // Where DOMPurify cannot work it returns its input unchanged: then the page is shown as text.
  const html = !value ? '' : DOMPurify.isSupported ? DOMPurify.sanitize(value.html) : escapeHtml(value.html);
  return (
    <>
      <PageToolbar title={text(title)} />
      <Typography p="md">
        {/* Sanitised by DOMPurify just above: scripts, handlers and javascript: links are gone. */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </Typography>
    </>
  );
}

/** Notifications (/notifications). */
export function NotificationsScreen() {
  const text = useText();
  usePageTitle('notifications');
  const content = useInfoContent();
  const { value, loading } = useOutcome(useCallback(() => content.notifications(), [content]));
  return (
    <>
      <PageToolbar title={text('notifications')} />
      <RecordList loading={loading} empty={text('noHistory')} rows={value?.map((n) => ({ key: String(n.sn), title: n.title, detail: `${n.notification} · ${n.date}`, amount: '' }))} />
    </>
  );
}

function RateTable({ title, rows }: { title: string; rows: RateRow[] }) {
  const text = useText();
  const gameName = useGameName();
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700} mb="xs">{title}</Text>
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
  const { value } = useOutcome(useCallback(() => lists.rates(), [lists]));
  return (
    <>
      <PageToolbar title={text('gameRates')} />
      {value && (
        <Stack p="md" gap="sm">
          <RateTable title={text('markets')} rows={value.main} />
          <RateTable title={text('starline')} rows={value.starline} />
          <RateTable title={text('jackpot')} rows={value.jackpot} />
        </Stack>
      )}
    </>
  );
}

