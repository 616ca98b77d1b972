import { Button, Center, Group, Loader, Pagination, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { ConsoleSession, isOperatorRole, MAX_NOTE_LENGTH, PlayerNotes, type PlayerNote } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { CharactersLeft } from '../../components/characters-left.js';
import { ConsoleForm } from '../../components/console-form.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

/**
 * Notes on the player, newest first, each with who wrote it and when (market time). Owners
 * and support write them (a note is never changed or removed); cashiers read them.
 * `generation` rises whenever the player changed, so the list is read again.
 */
export function PlayerNotesPanel({ id, generation, onAdded }: { id: string; generation: string; onAdded: () => void }) {
  const text = useConsoleText();
  const session = useService(ConsoleSession);
  const notes = useService(PlayerNotes);
  const [page, setPage] = useState(1);
  const [load] = useState(() => (input: { id: string; page: number }) => notes.list(input.id, input.page));
  const { state, reload } = useConsoleQuery(load, { id, page, generation });
  const list = state.value;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;

  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs">
        {text('notes')}
      </Title>
      <Stack gap="sm">
        {session.may('players.note') && (
          <NoteForm
            id={id}
            onAdded={() => {
              setPage(1);
              onAdded();
            }}
          />
        )}
        {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
        {!list && state.status === 'loading' && (
          <Center py="sm">
            <Loader size="sm" aria-label={text('loading')} />
          </Center>
        )}
        {list && list.rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {text('noNotes')}
          </Text>
        )}
        {list && list.rows.length > 0 && (
          <Stack
            gap="xs"
            component="ol"
            aria-label={text('notes')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {list.rows.map((note) => (
              <NoteItem key={note.id} note={note} />
            ))}
          </Stack>
        )}
        {pages > 1 && (
          <Group justify="flex-end">
            <Pagination size="sm" total={pages} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function NoteItem({ note }: { note: PlayerNote }) {
  const text = useConsoleText();
  return (
    <li>
      <Paper bg="gray.0" p="xs" radius="sm">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {note.text}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {text('noteBy', {
            operator: note.operator,
            role: isOperatorRole(note.role) ? text(`role_${note.role}`) : note.role,
            at: note.at,
          })}
        </Text>
      </Paper>
    </li>
  );
}

function NoteForm({ id, onAdded }: { id: string; onAdded: () => void }) {
  const text = useConsoleText();
  const notes = useService(PlayerNotes);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const outcome = await notes.add(id, value);
    setBusy(false);
    notifyOutcome(outcome, text('noteAdded'), (o) => text(o.failure.message));
    if (outcome.ok) {
      setValue('');
      setError(undefined);
      onAdded();
    } else if (outcome.failure.kind === 'invalid') setError(text(outcome.failure.message));
  };
  return (
    <ConsoleForm onSubmit={() => void submit()}>
      <Stack gap={4}>
        <Textarea
          label={text('newNote')}
          description={text('newNoteHint')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
        />
        <Group justify="space-between" align="center">
          <CharactersLeft value={value} max={MAX_NOTE_LENGTH} />
          <Button type="submit" size="xs" loading={busy}>
            {text('addNote')}
          </Button>
        </Group>
      </Stack>
    </ConsoleForm>
  );
}
