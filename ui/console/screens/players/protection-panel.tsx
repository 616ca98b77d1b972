import { Button, Center, Group, Loader, Modal, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  indianRupees,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type ExclusionPeriod,
  type LimitKind,
  type LimitPeriod,
} from 'matka-core/player';
import {
  ConsoleSession,
  ProtectionDesk,
  type OperatorOutcome,
  type PlayerDetail,
  type PlayerProtection,
  type ProtectionLimit,
} from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ReasonField } from '../../components/reason-field.js';
import { ConsoleForm } from '../../components/console-form.js';
import { DialogButtons } from '../../components/dialog-buttons.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { RupeesInput } from '../../components/rupees-input.js';

const EXCLUSIONS: ExclusionPeriod[] = ['6m', '1y', 'permanent'];

/**
 * A player's protection (docs/player-limits.md): their nine limits with what each window used, a
 * raise waiting for its 24 hours, their break, exclusion and reality check. Read-only: only
 * the player loosens them. Owners and support may lower a limit or exclude the player at the
 * player's request, which they write down; the server refuses anything looser.
 */
export function ProtectionPanel({
  player,
  generation,
  onChanged,
}: {
  player: PlayerDetail;
  generation: string;
  onChanged: () => void;
}) {
  const text = useConsoleText();
  const mayProtect = useService(ConsoleSession).may('players.protect');
  const desk = useService(ProtectionDesk);
  const [load] = useState(() => (input: { id: string }) => desk.read(input.id));
  const { state, reload } = useConsoleQuery(load, { id: player.id, generation });
  const [open, setOpen] = useState<'limit' | 'exclusion' | undefined>(undefined);
  const protection = state.value;
  const done = (outcome: OperatorOutcome<PlayerProtection>, success: string) => {
    notifyOutcome(outcome, success, (o) => text(o.failure.message));
    if (outcome.ok) onChanged();
    return outcome;
  };

  return (
    <Paper withBorder p="sm" component="section" aria-label={text('protection')}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {text('protection')}
        </Title>
        {mayProtect && (
          <Group gap="xs">
            <Button size="xs" variant="outline" onClick={() => setOpen('limit')}>
              {text('lowerLimit')}
            </Button>
            <Button size="xs" variant="outline" color="red" onClick={() => setOpen('exclusion')}>
              {text('excludeAtRequest')}
            </Button>
          </Group>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        {text('protectionReadOnly')}
      </Text>
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {!protection && state.status === 'loading' && (
        <Center py="sm">
          <Loader size="sm" aria-label={text('loading')} />
        </Center>
      )}
      {protection && <ProtectionTables protection={protection} />}
      <LowerLimitModal
        opened={open === 'limit'}
        name={player.name}
        onClose={() => setOpen(undefined)}
        onSubmit={async (kind, period, amount, request) =>
          done(await desk.lowerLimit(player.id, kind, period, amount, request), text('limitLowered'))
        }
      />
      <ExcludeModal
        opened={open === 'exclusion'}
        name={player.name}
        onClose={() => setOpen(undefined)}
        onSubmit={async (period, request) =>
          done(await desk.exclude(player.id, period, request), text('playerExcluded'))
        }
      />
    </Paper>
  );
}

function ProtectionTables({ protection }: { protection: PlayerProtection }) {
  const text = useConsoleText();
  const cell = (limit: ProtectionLimit | undefined) => {
    if (!limit) return '';
    const used = indianRupees(limit.usedPaise);
    const now =
      limit.limitPaise === undefined
        ? text('protectionNoLimitUsed', { used })
        : text('protectionLimitUsed', { limit: indianRupees(limit.limitPaise), used });
    if (!limit.next) return now;
    const next = limit.next.limitPaise === undefined ? text('noLimit') : indianRupees(limit.next.limitPaise);
    return `${now} · ${text('protectionWaiting', { from: limit.next.from, next })}`;
  };
  const others: [string, string][] = [
    [
      text('protectionBreak'),
      protection.coolOffUntil ? text('protectionUntil', { until: protection.coolOffUntil }) : text('protectionNone'),
    ],
    [
      text('protectionExclusion'),
      protection.excludedForGood
        ? text('protectionForGood')
        : protection.excludedUntil
          ? text('protectionUntil', { until: protection.excludedUntil })
          : text('protectionNone'),
    ],
    [
      text('protectionRealityCheck'),
      protection.realityCheckMinutes
        ? text('protectionEvery', { minutes: protection.realityCheckMinutes })
        : text('protectionOff'),
    ],
  ];
  return (
    <Stack gap="xs">
      <Table withTableBorder striped aria-label={text('protection')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            {LIMIT_PERIODS.map((period) => (
              <Table.Th key={period}>{text(`protectionPeriod_${period}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {LIMIT_KINDS.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Th scope="row">{text(`protectionKind_${kind}`)}</Table.Th>
              {LIMIT_PERIODS.map((period) => (
                <Table.Td key={period}>
                  {cell(protection.limits.find((l) => l.kind === kind && l.period === period))}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="xl">
        {others.map(([label, value]) => (
          <Text key={label} size="sm">
            <b>{label}:</b> {value}
          </Text>
        ))}
      </Group>
    </Stack>
  );
}

/** The player's request: required, written into the audit trail with the change. */
function RequestField({ value, error, onChange }: { value: string; error?: string; onChange: (v: string) => void }) {
  const text = useConsoleText();
  return <ReasonField label={text('playerRequest')} value={value} onChange={onChange} error={error} rows={2} />;
}

/** A form in a modal whose refusal stays beside the field it is about; what was typed stays too. */
function useRefusals() {
  const text = useConsoleText();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send = async (call: () => Promise<OperatorOutcome<unknown>>, fallbackField: string) => {
    setBusy(true);
    const outcome = await call();
    setBusy(false);
    if (outcome.ok) return true;
    const field = outcome.failure.kind === 'invalid' && outcome.failure.field ? outcome.failure.field : fallbackField;
    setErrors({ [field]: text(outcome.failure.message) });
    return false;
  };
  return { errors, busy, send, clear: () => setErrors({}) };
}

function LowerLimitModal(props: {
  opened: boolean;
  name: string;
  onClose: () => void;
  onSubmit: (
    kind: LimitKind,
    period: LimitPeriod,
    amount: string,
    request: string,
  ) => Promise<OperatorOutcome<unknown>>;
}) {
  const text = useConsoleText();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [request, setRequest] = useState('');
  const { errors, busy, send, clear } = useRefusals();
  const close = () => {
    setAmount('');
    setRequest('');
    clear();
    props.onClose();
  };
  const submit = async () => {
    if (await send(() => props.onSubmit(kind, period, amount, request), 'amount')) close();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={text('lowerLimitTitle', { name: props.name })} centered>
      <ConsoleForm onSubmit={() => void submit()}>
        <Stack>
          <Text size="sm">{text('lowerLimitHint')}</Text>
          <Group grow>
            <Select
              label={text('limitOn')}
              value={kind}
              allowDeselect={false}
              onChange={(value) => value && setKind(value as LimitKind)}
              data={LIMIT_KINDS.map((k) => ({ value: k, label: text(`protectionKind_${k}`) }))}
            />
            <Select
              label={text('limitOver')}
              value={period}
              allowDeselect={false}
              onChange={(value) => value && setPeriod(value as LimitPeriod)}
              data={LIMIT_PERIODS.map((p) => ({ value: p, label: text(`protectionPeriod_${p}`) }))}
            />
          </Group>
          <RupeesInput label={text('amountRupees')} value={amount} onChange={setAmount} error={errors.amount} />
          <RequestField value={request} error={errors.request} onChange={setRequest} />
          <DialogButtons onCancel={close} action={text('lowerLimit')} busy={busy} />
        </Stack>
      </ConsoleForm>
    </Modal>
  );
}

function ExcludeModal(props: {
  opened: boolean;
  name: string;
  onClose: () => void;
  onSubmit: (period: ExclusionPeriod, request: string) => Promise<OperatorOutcome<unknown>>;
}) {
  const text = useConsoleText();
  const [period, setPeriod] = useState<ExclusionPeriod>('6m');
  const [request, setRequest] = useState('');
  const { errors, busy, send, clear } = useRefusals();
  const close = () => {
    setRequest('');
    clear();
    props.onClose();
  };
  const submit = async () => {
    if (await send(() => props.onSubmit(period, request), 'period')) close();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={text('excludeTitle', { name: props.name })} centered>
      <ConsoleForm onSubmit={() => void submit()}>
        <Stack>
          <Text size="sm">{text('excludeHint')}</Text>
          <Select
            label={text('exclusionFor')}
            value={period}
            allowDeselect={false}
            onChange={(value) => value && setPeriod(value as ExclusionPeriod)}
            data={EXCLUSIONS.map((p) => ({ value: p, label: text(`exclusionPeriod_${p}`) }))}
            error={errors.period}
          />
          <RequestField value={request} error={errors.request} onChange={setRequest} />
          <DialogButtons onCancel={close} action={text('excludeAtRequest')} color="red" busy={busy} />
        </Stack>
      </ConsoleForm>
    </Modal>
  );
}
