import { Button, Grid, Group, Paper, Stack, Text, Textarea, Typography } from '@mantine/core';
import { useState } from 'react';
import { ContentEditor, type ContentPageKey } from 'matka-core/console';
import { safeHtml } from '../../../components/safe-html.js';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * One HTML page players read (rules or videos): the HTML beside a live preview made by the
 * player app's own sanitiser (safeHtml), so what the preview shows is what a player sees.
 */
export function PageEditor({ which }: { which: ContentPageKey }) {
  const text = useConsoleText();
  const editor = useService(ContentEditor);
  const [load] = useState(() => () => editor.pages());
  const { state, reload } = useConsoleQuery(load, null);
  const saved = state.value?.[which];
  // What the operator typed; undefined until they type, so the stored page shows until then.
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const html = typed ?? saved ?? '';
  const page = text(which === 'game_rules' ? 'tab_rules' : 'tab_videos');

  const save = async () => {
    setBusy(true);
    const outcome = await editor.savePage(which, html);
    setBusy(false);
    setError(!outcome.ok && outcome.failure.kind === 'invalid' ? text(outcome.failure.message) : undefined);
    notifyOutcome(outcome, text('pageSaved', { page }), (o) => text(o.failure.message));
    // The stored page is now what was typed; a refusal keeps the typing as it is.
    if (outcome.ok) reload();
  };

  if (state.status === 'failed' && saved === undefined)
    return <FailureAlert failure={state.failure} onRetry={reload} />;
  const preview = safeHtml(html);
  return (
    <ConsoleForm onSubmit={() => void save()}>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="xs">
            <Textarea
              label={text('pageHtml')}
              description={text('pageHtmlHint', { page })}
              value={html}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={error}
              rows={18}
              disabled={saved === undefined}
              styles={{ input: { fontFamily: 'ui-monospace, monospace', fontSize: 13 } }}
            />
            <Group>
              <Button type="submit" loading={busy} disabled={saved === undefined}>
                {text('savePage')}
              </Button>
              {saved !== undefined && html !== saved && (
                <Text size="sm" c="orange.8" fw={600}>
                  {text('unsavedChanges')}
                </Text>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Text size="sm" fw={500} mb={4}>
            {text('contentPreview')}
          </Text>
          <Paper withBorder p="md" mih={200} data-testid="page-preview" aria-label={text('contentPreview')}>
            {preview.trim() === '' ? (
              <Text c="dimmed" size="sm">
                {text('emptyPreview')}
              </Text>
            ) : (
              <Typography>
                {/* Sanitised by safeHtml, the player app's own: scripts, handlers and javascript: links are gone. */}
                <div dangerouslySetInnerHTML={{ __html: preview }} />
              </Typography>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </ConsoleForm>
  );
}
