// The period switch's stylesheet loads with this screen.
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import {
  indianRupees,
  LIMIT_PERIODS,
  PlayerLimits,
  type LimitKind,
  type LimitPeriod,
  type LimitWindow,
  type Outcome,
  type PlayerLimitsModel,
} from 'matka-core/player';
import { useService } from '../../hooks/container-context.js';
import { useLimitsText } from '../../hooks/use-limits-text.js';

/**
 * One kind's limits (deposit, stake or loss): what each of the day, week and month used against its limit,
 * a raise waiting for its 24 hours, and a form that sets the limit of the period picked.
 */
export function SpendingLimits({
  kind,
  limits,
  apply,
}: {
  kind: LimitKind;
  limits: PlayerLimitsModel;
  apply: (change: Promise<Outcome<PlayerLimitsModel>>) => Promise<boolean>;
}) {
  const words = useLimitsText();
  const use = useService(PlayerLimits);
  const busy = useObservableState(use.busy$, false);
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const windowOf = (p: LimitPeriod) => limits.windows.find((w) => w.kind === kind && w.period === p);
  const picked = windowOf(period);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await apply(use.setLimit(kind, period, amount))) setAmount('');
  };
  return (
    <>
      <Stack gap={4}>
        {LIMIT_PERIODS.map((p) => (
          <WindowLine key={p} window={windowOf(p)} label={words(`limitPeriod_${p}`)} />
        ))}
      </Stack>
      <form onSubmit={(e) => void save(e)} noValidate>
        <Stack gap="xs">
          <SegmentedControl
            aria-label={words('period')}
            value={period}
            onChange={(value) => setPeriod(value as LimitPeriod)}
            data={LIMIT_PERIODS.map((p) => ({ value: p, label: words(`limitPeriod_${p}`) }))}
          />
          <TextInput
            label={words('limitAmount')}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <Group grow>
            <Button type="submit" loading={busy}>
              {words('saveLimit')}
            </Button>
            {picked?.limitPaise !== undefined && !picked.next && (
              <Button
                variant="light"
                color="red"
                disabled={busy}
                onClick={() => void apply(use.setLimit(kind, period, ''))}
              >
                {words('removeLimit')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </>
  );
}

/** "Week: ₹200.00 of ₹5,000.00 used", and under it a change waiting for its 24 hours. */
function WindowLine({ window, label }: { window: LimitWindow | undefined; label: string }) {
  const words = useLimitsText();
  const used = indianRupees(window?.usedPaise ?? 0);
  return (
    <div>
      <Text size="sm">
        <Text span fw={600}>
          {label}:
        </Text>{' '}
        {window?.limitPaise !== undefined
          ? words('limitUsedOf', { used, limit: indianRupees(window.limitPaise) })
          : words('limitNoneUsed', { used })}
      </Text>
      {window?.next && (
        <Text size="xs" c="orange.9">
          {window.next.limitPaise !== undefined
            ? words('limitRaiseFrom', { from: window.next.from, amount: indianRupees(window.next.limitPaise) })
            : words('dailyLimitRemoveFrom', { from: window.next.from })}
        </Text>
      )}
    </div>
  );
}
