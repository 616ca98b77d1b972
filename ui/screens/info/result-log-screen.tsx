// The log's table: its stylesheet loads with this screen.
import '@mantine/core/styles/Table.css';
import { Badge, Box, Group, Paper, Stack, Table, Text } from '@mantine/core';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { failed, success, type Outcome } from 'matka-core/player';
import {
  resultLogDays,
  verifyResultLog,
  type ResultLogDay,
  type ResultLogEntry,
  type ResultLogVerdict,
} from 'matka-core/result-log';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { EmptyState } from '../../components/empty-state.js';
import { Loaded } from '../../components/loaded.js';
import { useWordedPageTitle } from '../../hooks/use-page-title.js';
import { useMarketClock } from '../../hooks/use-market-clock.js';
import { useRequest } from '../../hooks/use-request.js';
import { RESULT_LOG_TEXTS, type ResultLogTextKey } from './result-log-texts.js';

/** A flag is read whole: on a narrow phone it wraps onto a second line instead of ending in "…". */
const WHOLE_WORDS = {
  root: { height: 'auto', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;

// The page's words, in a namespace of their own: adding them to a language's main bundle would
// make the app think that language loaded and skip loading the rest of it.
const NAMESPACE = 'resultLog';

/** The page's words in the player's language (English where a language lacks one). */
export function usePageText() {
  // Added at each render, not once: an i18next set up again (as tests do) starts without them.
  for (const [code, texts] of Object.entries(RESULT_LOG_TEXTS))
    if (!i18next.hasResourceBundle(code, NAMESPACE)) i18next.addResourceBundle(code, NAMESPACE, texts);
  const { t } = useTranslation(NAMESPACE);
  return (key: ResultLogTextKey, values?: Record<string, string | number>) => t(key, values ?? {});
}

/** Pages read at most: 10,000 entries. */
const MAX_PAGES = 10;

interface LoadedLog {
  days: ResultLogDay[];
  count: number;
  verdict: ResultLogVerdict;
}

/** Reads the public log page by page (no session) and checks its chain in the browser. */
async function loadLog(): Promise<Outcome<LoadedLog>> {
  const entries: ResultLogEntry[] = [];
  try {
    for (let from: number | null = 1, pages = 0; from !== null && pages < MAX_PAGES; pages++) {
      const response = await fetch(`/results/log.json?from=${from}&limit=1000`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const page = (await response.json()) as { entries: ResultLogEntry[]; next: number | null };
      entries.push(...page.entries);
      from = page.next;
    }
  } catch {
    return failed({
      kind: 'transport',
      reason: 'network',
      call: 'results/log.json',
      message: { key: 'networkFailure' },
    });
  }
  return success({ days: resultLogDays(entries), count: entries.length, verdict: await verifyResultLog(entries) });
}

/** A moment on the market's clock, with its zone named (India's unless the server has named another). */
const timeOf = (iso: string | null, locale: string, timeZone: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'long', timeZone }) : '—';

/** The public result log (/results/log): every result per market and day, flagged where it matters. */
export function ResultLogScreen() {
  const page = usePageText();
  useWordedPageTitle(page('title'));
  const { state, retry } = useRequest(loadLog, []);
  return (
    <>
      {/* A page of its own (no player frame): its toolbar is its banner, the log its main. */}
      <Box component="header">
        <PageToolbar title={page('title')} />
      </Box>
      <Box component="main">
        <Loaded state={state} retry={retry}>
          {(log) => (
            <Stack gap="xs" p="md">
              <Text size="sm">{page('intro')}</Text>
              {log.verdict.ok ? (
                <Text size="sm" c="green.8" fw={600}>
                  {page('verified', { count: log.count })}
                </Text>
              ) : (
                <Text size="sm" c="red.8" fw={700} role="alert">
                  {page('broken', { seq: log.verdict.seq })}
                </Text>
              )}
              {log.days.length === 0 ? (
                <EmptyState>{page('empty')}</EmptyState>
              ) : (
                log.days.map((day) => <DayCard key={`${day.market}/${day.day}`} day={day} />)
              )}
            </Stack>
          )}
        </Loaded>
      </Box>
    </>
  );
}

function DayCard({ day }: { day: ResultLogDay }) {
  const page = usePageText();
  const locale = useTranslation().i18n.language;
  const zone = useMarketClock().timeZone;
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={700}>
        {day.market} · {day.day}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Tbody>
            {day.lines.map((line) => (
              <Table.Tr key={line.seq}>
                <Table.Td>#{line.seq}</Table.Td>
                <Table.Td>{line.session.toUpperCase() || '—'}</Table.Td>
                <Table.Td fw={700}>{line.value || '—'}</Table.Td>
                <Table.Td>
                  <Text size="xs">{page('declaredAt', { time: timeOf(line.declaredAt, locale, zone) })}</Text>
                  <Text size="xs" c="dimmed">
                    {page('betsClosed', { time: timeOf(line.betsClosedAt, locale, zone) })}
                  </Text>
                  <Group gap={4} mt={2}>
                    {line.kind === 'correct' && (
                      <Badge color="orange" styles={WHOLE_WORDS}>
                        {page('correction')}
                      </Badge>
                    )}
                    {line.kind === 'void' && (
                      <Badge color="gray" styles={WHOLE_WORDS}>
                        {page('void')}
                      </Badge>
                    )}
                    {line.beforeClose && (
                      <Badge color="red" styles={WHOLE_WORDS}>
                        {page('beforeClose')}
                      </Badge>
                    )}
                    {line.imported && (
                      <Badge color="gray" variant="outline" styles={WHOLE_WORDS}>
                        {page('imported')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
