import { Anchor, Button, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { AuditTrail, type AuditFilters, type AuditRow } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { PagedTable, type Column } from '../../components/paged-table.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { ConsoleForm } from '../../components/console-form.js';
import { TimeText } from '../../components/time-text.js';

const FIELDS = ['operator', 'action', 'player', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];
const NO_ROWS = { rows: [], total: 0, page: 1, pageSize: 50 };

/** The audit trail (owner): who did what to which target, the values before and after, when and from where; filters and a CSV. */
export function AuditScreen() {
  const text = useConsoleText();
  const trail = useService(AuditTrail);
  const [typed, setTyped] = useState<Record<Field, string>>({ operator: '', action: '', player: '', from: '', to: '' });
  const [applied, setApplied] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [load] = useState(
    () => (input: { filters: AuditFilters; page: number }) => trail.list(input.filters, input.page),
  );
  const { state, reload } = useConsoleQuery(load, { filters: applied, page });
  const invalid = state.status === 'failed' && state.failure.kind === 'invalid' ? state.failure : undefined;

  const columns: Column<AuditRow>[] = [
    { key: 'at', label: text('time'), cell: (r) => <TimeText at={r.at} /> },
    {
      key: 'who',
      label: text('operator'),
      cell: (r) => (
        <div>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {r.operator}
          </Text>
          <Text size="xs" c="dimmed">
            {r.role}
          </Text>
        </div>
      ),
    },
    { key: 'action', label: text('action'), cell: (r) => <Code style={{ whiteSpace: 'nowrap' }}>{r.action}</Code> },
    {
      key: 'target',
      label: text('target'),
      cell: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.target}
        </Text>
      ),
    },
    { key: 'change', label: text('beforeAfter'), cell: (r) => <Change before={r.before} after={r.after} /> },
    { key: 'address', label: text('address'), cell: (r) => <Text size="xs">{r.address}</Text> },
  ];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{text('nav_audit')}</Title>
        <Anchor href={trail.csvUrl(applied)} download>
          {text('exportCsv')}
        </Anchor>
      </Group>
      <ConsoleForm
        onSubmit={() => {
          setApplied({ ...typed });
          setPage(1);
          reload();
        }}
      >
        <Group align="flex-start" gap="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field}
              label={text(`filter_${field}`)}
              type={field === 'from' || field === 'to' ? 'date' : 'text'}
              placeholder={field === 'action' ? 'deposit.approve' : undefined}
              value={typed[field]}
              onChange={(event) => setTyped({ ...typed, [field]: event.currentTarget.value })}
              error={invalid?.field === field ? text(invalid.message) : undefined}
              w={field === 'from' || field === 'to' ? 160 : 180}
            />
          ))}
          <Button type="submit" mt={25}>
            {text('applyFilters')}
          </Button>
        </Group>
      </ConsoleForm>
      <PagedTable
        state={invalid ? { status: 'loaded', value: state.value ?? NO_ROWS } : state}
        columns={columns}
        empty={text('noAudit')}
        onPage={setPage}
        onRetry={reload}
      />
    </Stack>
  );
}

/** The values before and after, as the server's JSON text: shown as text, never as markup. */
function Change({ before, after }: { before: string; after: string }) {
  if (!before && !after) return null;
  return (
    <Stack gap={2} maw={380}>
      {before && (
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} c="red.9">
          {before}
        </Code>
      )}
      {after && (
        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} c="green.9">
          {after}
        </Code>
      )}
    </Stack>
  );
}
