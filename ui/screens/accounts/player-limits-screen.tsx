// The segmented control's stylesheet loads with this screen, not with the first page.
import '@mantine/core/styles/SegmentedControl.css';
import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import {
  LIMIT_KINDS,
  LimitsOffer,
  PlayerLimits,
  REALITY_CHECK_MINUTES,
  type CoolOffPeriod,
  type ExclusionPeriod,
  type Outcome,
  type PlayerLimitsModel,
  type RealityCheckMinutes,
} from 'matka-core/player';
import { PageToolbar } from '../../chrome/page-toolbar.js';
import { Loaded } from '../../components/loaded.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useRequest } from '../../hooks/use-request.js';
import { useLimitsText } from '../../hooks/use-limits-text.js';
import { useText } from '../../hooks/use-text.js';
import { SpendingLimits } from './spending-limits.js';

const COOL_OFFS: CoolOffPeriod[] = ['24h', '7d', '30d'];
const EXCLUSIONS: ExclusionPeriod[] = ['6m', '1y', 'permanent'];

/** My limits (/limits, from the side menu): deposit, stake and loss limits, a break, a self-exclusion. */
export function PlayerLimitsScreen() {
  const text = useText();
  const words = useLimitsText();
  usePageTitle('myLimits');
  const limits = useService(PlayerLimits);
  const { state, retry } = useRequest(() => limits.load(), [limits]);
  // What the last change answered replaces what the screen first loaded.
  const [changed, setChanged] = useState<PlayerLimitsModel | undefined>(undefined);
  // Sign-up lands here with the offer of limits; it goes once a limit is set.
  const offered = (useLocation().state as { limitsOffer?: unknown } | null)?.limitsOffer === true;
  const offer = useService(LimitsOffer);
  const [offerOpen, setOfferOpen] = useState(offered);
  const onChange = (next: PlayerLimitsModel) => {
    setChanged(next);
    if (offerOpen) {
      setOfferOpen(false);
      void offer.limitSet();
    }
  };
  return (
    <>
      <PageToolbar title={text('myLimits')} />
      {offerOpen && (
        <Alert m="md" mb={0} color="blue" variant="light" title={words('limitsOfferTitle')}>
          <Stack gap="xs">
            <Text size="sm">{words('limitsOfferText')}</Text>
            <Button variant="default" onClick={() => void offer.skip()}>
              {words('skipForNow')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Loaded state={state} retry={retry}>
        {(loaded) => <LimitsForms limits={changed ?? loaded} onChange={onChange} />}
      </Loaded>
    </>
  );
}

function LimitsForms({
  limits,
  onChange,
}: {
  limits: PlayerLimitsModel;
  onChange: (limits: PlayerLimitsModel) => void;
}) {
  const words = useLimitsText();
  const use = useService(PlayerLimits);
  const busy = useObservableState(use.busy$, false);
  const [coolOff, setCoolOff] = useState<CoolOffPeriod>('24h');
  const [exclusion, setExclusion] = useState<ExclusionPeriod>('6m');
  const [confirming, setConfirming] = useState<'coolOff' | 'exclusion' | undefined>(undefined);

  const apply = async (change: Promise<Outcome<PlayerLimitsModel>>) => {
    const outcome = await change;
    setConfirming(undefined);
    if (outcome.ok) onChange(outcome.value);
    return outcome.ok;
  };
  const periodLabel = (period: CoolOffPeriod | ExclusionPeriod) => words(`period_${period}`);

  return (
    <Stack p="md" gap="md">
      {LIMIT_KINDS.map((kind) => (
        <Section key={kind} title={words(`limitsTitle_${kind}`)}>
          <SpendingLimits kind={kind} limits={limits} apply={apply} />
        </Section>
      ))}
      <Text size="xs" c="dimmed">
        {words('limitRule')} {words('limitWeekRule')}
      </Text>

      <Section title={words('realityCheck')}>
        <Text size="sm">{words('realityCheckRule')}</Text>
        <SegmentedControl
          styles={WRAPPED_LABELS}
          aria-label={words('realityCheck')}
          value={String(limits.realityCheckMinutes)}
          disabled={busy}
          onChange={(value) => void apply(use.setRealityCheck(Number(value) as RealityCheckMinutes))}
          data={REALITY_CHECK_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: minutes === 0 ? words('realityCheckOff') : words('realityCheckEvery', { minutes }),
          }))}
        />
      </Section>

      <Section title={words('coolOff')}>
        {limits.coolOffUntil && <Text fw={600}>{words('coolOffUntil', { until: limits.coolOffUntil })}</Text>}
        <Text size="sm">{words('coolOffRule')}</Text>
        <SegmentedControl
          styles={WRAPPED_LABELS}
          aria-label={words('period')}
          value={coolOff}
          onChange={(value) => setCoolOff(value as CoolOffPeriod)}
          data={COOL_OFFS.map((period) => ({ value: period, label: periodLabel(period) }))}
        />
        {confirming === 'coolOff' ? (
          <Confirm
            busy={busy}
            onConfirm={() => void apply(use.coolOff(coolOff))}
            onCancel={() => setConfirming(undefined)}
          />
        ) : (
          <Button variant="light" onClick={() => setConfirming('coolOff')}>
            {words('startBreak')}
          </Button>
        )}
      </Section>

      <Section title={words('selfExclusion')}>
        {(limits.excludedForGood || limits.excludedUntil) && (
          <Text fw={600} c="red.9">
            {limits.excludedForGood
              ? words('excludedForGood')
              : words('excludedUntil', { until: limits.excludedUntil ?? '' })}
          </Text>
        )}
        <Text size="sm">{words('selfExclusionRule')}</Text>
        <SegmentedControl
          styles={WRAPPED_LABELS}
          aria-label={words('period')}
          value={exclusion}
          onChange={(value) => setExclusion(value as ExclusionPeriod)}
          data={EXCLUSIONS.map((period) => ({ value: period, label: periodLabel(period) }))}
        />
        {confirming === 'exclusion' ? (
          <Confirm
            busy={busy}
            onConfirm={() => void apply(use.exclude(exclusion))}
            onCancel={() => setConfirming(undefined)}
          />
        ) : (
          <Button variant="light" color="red" onClick={() => setConfirming('exclusion')}>
            {words('excludeMe')}
          </Button>
        )}
      </Section>
    </Stack>
  );
}

/**
 * A choice's words go onto a second line where they do not fit (four choices of Tamil's
 * minutes are wider than a phone), rather than being cut off.
 */
const WRAPPED_LABELS = { label: { whiteSpace: 'normal' } } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A break or an exclusion cannot be ended early: it starts only after a second, explicit yes. */
function Confirm({ busy, onConfirm, onCancel }: { busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  const text = useText();
  const words = useLimitsText();
  return (
    <Alert color="red" variant="light" title={words('cannotBeUndone')}>
      <Group grow>
        <Button color="red" loading={busy} onClick={onConfirm}>
          {words('confirm')}
        </Button>
        <Button variant="default" disabled={busy} onClick={onCancel}>
          {text('cancel')}
        </Button>
      </Group>
    </Alert>
  );
}
