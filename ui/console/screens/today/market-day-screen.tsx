import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { marketDayName } from '../../../../core/index.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { CorrectionPanel } from './correction-panel.js';
import { ExposureGridPanel } from './exposure-grid-panel.js';
import { marketDayOfQuery } from './market-day-link.js';
import { PreviewPanel } from './preview-panel.js';
import { VoidPanel } from './void-panel.js';

/** One market day's desk: its exposure grid beside the preview and declaration, then correction and void. */
export function MarketDayScreen() {
  const text = useConsoleText();
  const [query] = useSearchParams();
  const day = marketDayOfQuery(query);
  if (!day)
    return (
      <Text>
        {text('noMarketDay')}{' '}
        <Anchor component={Link} to="/today">
          {text('nav_today')}
        </Anchor>
      </Text>
    );
  const name = marketDayName(day);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{name}</Title>
        <Anchor component={Link} to="/today">
          ← {text('nav_today')}
        </Anchor>
      </Group>
      <Grid key={name}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <ExposureGridPanel day={day} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <PreviewPanel day={day} />
            <CorrectionPanel day={day} />
            <VoidPanel day={day} name={name} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
