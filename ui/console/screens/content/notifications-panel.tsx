import { Button, Group, Input, Paper, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  ContentEditor,
  MAX_NOTIFICATION_TEXT,
  MAX_NOTIFICATION_TITLE,
  type NotificationForm,
  type OperatorOutcome,
  type SentNotification,
} from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { PagedTable, type Column } from '../../components/paged-table.js';
import { TimeText } from '../../components/time-text.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { SendToEveryoneModal } from './send-to-everyone-modal.js';

const EMPTY: NotificationForm = { title: '', notification: '', to: 'everyone', mobile: '' };

/** A notification to every player or to one (by mobile), and the list of what was sent. */
export function NotificationsPanel() {
  const text = useConsoleText();
  const editor = useService(ContentEditor);
  const [form, setForm] = useState<NotificationForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof NotificationForm, string>>>({});
  const [busy, setBusy] = useState(false);
  const [page, setPage] = useState(1);
  const [load] = useState(() => (p: number) => editor.notifications(p));
  const { state, reload } = useConsoleQuery(load, page);

  // Set while the operator is asked to confirm a notification to everyone: the players it reaches.
  const [audience, setAudience] = useState<number | undefined>(undefined);

  /** Shows a refusal beside its field; says whether it had one. */
  const showFieldError = (outcome: OperatorOutcome<unknown>): boolean => {
    const failure = outcome.ok ? undefined : outcome.failure;
    // A player the server does not know is the mobile field's problem.
    const field =
      failure?.kind === 'invalid'
        ? failure.field
        : failure?.kind === 'rejected' && failure.status === 404
          ? 'mobile'
          : undefined;
    setErrors(failure && field ? { [field]: text(failure.message) } : {});
    return field !== undefined;
  };

  const send = async () => {
    setBusy(true);
    const outcome = await editor.sendNotification(form);
    setBusy(false);
    setAudience(undefined);
    const to = form.to === 'player' ? form.mobile.trim() : text('everyone').toLowerCase();
    if (!showFieldError(outcome))
      notifyOutcome(outcome, text('notificationSentTo', { to }), (o) => text(o.failure.message));
    if (outcome.ok) {
      setForm({ ...EMPTY, to: form.to });
      setPage(1);
      reload();
    }
  };

  // To one player it goes at once; to everyone only after a confirmation naming how many it reaches.
  const submit = async () => {
    if (form.to === 'player') return send();
    const invalid = editor.notificationError(form);
    if (invalid) return void showFieldError(invalid);
    setErrors({});
    setBusy(true);
    const counted = await editor.notificationAudience();
    setBusy(false);
    if (counted.ok) setAudience(counted.value.players);
    else notifyOutcome(counted, '', (o) => text(o.failure.message));
  };

  const columns: Column<SentNotification>[] = [
    { key: 'at', label: text('sentAt'), cell: (r) => <TimeText at={r.sentAt} /> },
    { key: 'to', label: text('sentTo'), cell: (r) => <Text size="sm">{r.to ?? text('everyone')}</Text> },
    {
      key: 'title',
      label: text('notificationTitle'),
      cell: (r) => (
        <Text size="sm" fw={600}>
          {r.title}
        </Text>
      ),
    },
    {
      key: 'text',
      label: text('notificationText'),
      cell: (r) => (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} maw={420}>
          {r.notification}
        </Text>
      ),
    },
  ];

  return (
    <Stack>
      <Paper withBorder p="md" maw={640}>
        <ConsoleForm onSubmit={() => void submit()}>
          <Stack>
            <Group align="flex-start">
              <Input.Wrapper label={text('sendTo')}>
                <SegmentedControl
                  display="flex"
                  aria-label={text('sendTo')}
                  value={form.to}
                  onChange={(to) => setForm({ ...form, to: to as NotificationForm['to'] })}
                  data={[
                    { value: 'everyone', label: text('everyone') },
                    { value: 'player', label: text('onePlayer') },
                  ]}
                />
              </Input.Wrapper>
              {form.to === 'player' && (
                <TextInput
                  label={text('playerMobile')}
                  inputMode="numeric"
                  maxLength={10}
                  value={form.mobile}
                  error={errors.mobile}
                  onChange={(e) => setForm({ ...form, mobile: e.currentTarget.value })}
                />
              )}
            </Group>
            <TextInput
              label={text('notificationTitle')}
              value={form.title}
              maxLength={MAX_NOTIFICATION_TITLE}
              error={errors.title}
              onChange={(e) => setForm({ ...form, title: e.currentTarget.value })}
            />
            <Textarea
              label={text('notificationText')}
              value={form.notification}
              rows={4}
              maxLength={MAX_NOTIFICATION_TEXT}
              error={errors.notification}
              onChange={(e) => setForm({ ...form, notification: e.currentTarget.value })}
            />
            <Button type="submit" loading={busy} w="fit-content">
              {text('send')}
            </Button>
          </Stack>
        </ConsoleForm>
      </Paper>
      <SendToEveryoneModal
        players={audience}
        title={form.title.trim()}
        busy={busy}
        onCancel={() => setAudience(undefined)}
        onConfirm={() => void send()}
      />
      <Title order={3}>{text('sentNotifications')}</Title>
      <PagedTable state={state} columns={columns} empty={text('noNotifications')} onPage={setPage} onRetry={reload} />
    </Stack>
  );
}
