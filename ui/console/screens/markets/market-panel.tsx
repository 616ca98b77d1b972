import {
  ActionIcon,
  Alert,
  Button,
  Chip,
  Divider,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  indianRupees,
  MarketSetupDesk,
  MAX_HOLIDAY_REASON,
  type LimitSetting,
  type NumberOverLimit,
  type OperatorOutcome,
  type SetupMarket,
} from '../../../../core/index.js';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { fieldErrors } from './markets-screen.js';
import { useAskIfUnsettled } from './unsettled-confirm.js';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const rupees = (paise: number | null | undefined) => (paise == null ? '' : String(paise / 100));

interface PanelProps {
  market: SetupMarket;
  today: string;
  mayEdit: boolean;
  onChanged: () => void;
}

/** One market's setup: times and state, weekly off-days, holidays, starline slots, and its limits. */
export function MarketPanel({ market, today, mayEdit, onChanged }: PanelProps) {
  const text = useConsoleText();
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={3}>{market.name}</Title>
        {mayEdit && (
          <>
            <TimesAndState market={market} onChanged={onChanged} />
            <Divider />
            <OffDays market={market} today={today} onChanged={onChanged} />
            <Divider />
            <Holidays market={market} today={today} onChanged={onChanged} />
            {market.kind === 'starline' && (
              <>
                <Divider />
                <Slots market={market} onChanged={onChanged} />
              </>
            )}
            <Divider />
          </>
        )}
        <Title order={4}>{text('limitTitle')}</Title>
        <Text size="sm" c="dimmed">
          {text('limitExplain')}
        </Text>
        <LimitForm market={market.name} timing="" limit={market.limit} today={today} onChanged={onChanged} />
        {market.slots.map((slot) => (
          <LimitForm
            key={slot.timing}
            market={market.name}
            timing={slot.timing}
            limit={slot.limit}
            today={today}
            onChanged={onChanged}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** Runs an action, tells the operator how it went, and reloads the list after success. */
function useAct(onChanged: () => void) {
  const text = useConsoleText();
  return async <T,>(action: Promise<OperatorOutcome<T>>, success: string) => {
    const outcome = await action;
    notifyOutcome(outcome, success, (o) => text(o.failure.message));
    if (outcome.ok) onChanged();
    return outcome;
  };
}

function TimesAndState({ market, onChanged }: { market: SetupMarket; onChanged: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const act = useAct(onChanged);
  // Made inactive with unsettled bets: asked first, naming them.
  const ask = useAskIfUnsettled(onChanged);
  const [times, setTimes] = useState({ openTime: market.openTime, closeTime: market.closeTime });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const main = market.kind === 'main';
  const save = async () => {
    const outcome = await act(
      desk.saveMarket({ name: market.name, kind: market.kind, ...times }),
      text('marketSaved', { market: market.name }),
    );
    setErrors(fieldErrors(outcome, text, 'closeTime'));
  };
  return (
    <ConsoleForm onSubmit={() => void save()}>
      <Group align="flex-start">
        {main && (
          <TextInput
            label={text('openTime')}
            w={110}
            value={times.openTime}
            error={errors.openTime}
            onChange={(e) => setTimes({ ...times, openTime: e.currentTarget.value })}
          />
        )}
        {market.kind !== 'starline' && (
          <>
            <TextInput
              label={text(main ? 'closeTime' : 'resultTime')}
              w={110}
              value={times.closeTime}
              error={errors.closeTime}
              onChange={(e) => setTimes({ ...times, closeTime: e.currentTarget.value })}
            />
            <Button type="submit" mt={25} variant="light">
              {text('saveTimes')}
            </Button>
          </>
        )}
        <Button
          mt={25}
          variant="outline"
          color={market.active ? 'red' : 'green'}
          onClick={() =>
            void ask.run(
              { kind: 'inactive', market: market.name },
              (confirm) => desk.setActive(market.name, !market.active, confirm),
              text('activeChanged', { market: market.name, state: text(market.active ? 'inactive' : 'active') }),
            )
          }
        >
          {text(market.active ? 'makeInactive' : 'makeActive')}
        </Button>
      </Group>
      {ask.dialog}
    </ConsoleForm>
  );
}

function OffDays({ market, today, onChanged }: { market: SetupMarket; today: string; onChanged: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  // An off-day that closes the market today, with bets of today unsettled: asked first.
  const ask = useAskIfUnsettled(onChanged);
  const [days, setDays] = useState(market.offDays.map(String));
  return (
    <Stack gap="xs">
      <Title order={4}>{text('offDays')}</Title>
      <Group>
        <Chip.Group multiple value={days} onChange={setDays}>
          <Group gap="xs">
            {WEEKDAYS.map((day) => (
              <Chip key={day} value={String(day)} size="sm">
                {text(`weekday_${day}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Button
          variant="light"
          size="compact-md"
          onClick={() =>
            void ask.run(
              { kind: 'close', market: market.name, day: today },
              (confirm) => desk.setOffDays(market.name, days.map(Number), confirm),
              text('offDaysSaved', { market: market.name }),
            )
          }
        >
          {text('saveOffDays')}
        </Button>
      </Group>
      {ask.dialog}
    </Stack>
  );
}

function Holidays({ market, today, onChanged }: { market: SetupMarket; today: string; onChanged: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const act = useAct(onChanged);
  const [form, setForm] = useState({ day: today, reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A holiday on a day with unsettled bets: asked first, naming them.
  const ask = useAskIfUnsettled(onChanged);
  const add = () =>
    ask.run(
      { kind: 'close', market: market.name, day: form.day.trim() },
      (confirm) => desk.addHoliday(market.name, form.day, form.reason, confirm),
      text('holidayAdded', { market: market.name, day: form.day.trim() }),
      (outcome) => {
        setErrors(fieldErrors(outcome, text, 'reason'));
        if (outcome.ok) setForm({ ...form, reason: '' });
      },
    );
  return (
    <Stack gap="xs">
      <Title order={4}>{text('holidays')}</Title>
      {market.holidays.length === 0 && (
        <Text size="sm" c="dimmed">
          {text('noHolidays')}
        </Text>
      )}
      {market.holidays.map((h) => (
        <Group key={h.day} gap="xs">
          <Text size="sm" fw={600}>
            {h.day}
          </Text>
          <Text size="sm">{h.reason}</Text>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={text('removeHolidayOf', { day: h.day })}
            onClick={() =>
              void act(
                desk.removeHoliday(market.name, h.day),
                text('holidayRemoved', { market: market.name, day: h.day }),
              )
            }
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <ConsoleForm onSubmit={() => void add()}>
        <Group align="flex-start">
          <TextInput
            label={text('holidayDay')}
            w={160}
            value={form.day}
            error={errors.day}
            onChange={(e) => setForm({ ...form, day: e.currentTarget.value })}
          />
          <TextInput
            label={text('holidayReason')}
            w={320}
            maxLength={MAX_HOLIDAY_REASON}
            value={form.reason}
            error={errors.reason}
            onChange={(e) => setForm({ ...form, reason: e.currentTarget.value })}
          />
          <Button type="submit" mt={25} variant="light">
            {text('addHoliday')}
          </Button>
        </Group>
      </ConsoleForm>
      {ask.dialog}
    </Stack>
  );
}

function Slots({ market, onChanged }: { market: SetupMarket; onChanged: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const act = useAct(onChanged);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const add = async () => {
    const outcome = await act(desk.addSlots(market.name, typed), text('slotsAdded', { market: market.name }));
    setError(fieldErrors(outcome, text, 'timings').timings);
    if (outcome.ok) setTyped('');
  };
  return (
    <Stack gap="xs">
      <Title order={4}>{text('slots')}</Title>
      <Group gap="xs">
        {market.slots.map((slot) => (
          <Button
            key={slot.timing}
            size="compact-sm"
            variant="default"
            aria-label={text('removeSlotAt', { timing: slot.timing })}
            rightSection="✕"
            onClick={() =>
              void act(
                desk.removeSlot(market.name, slot.timing),
                text('slotRemoved', { market: market.name, timing: slot.timing }),
              )
            }
          >
            {slot.timing}
          </Button>
        ))}
      </Group>
      <ConsoleForm onSubmit={() => void add()}>
        <Group align="flex-start">
          <TextInput
            label={text('slotTimes')}
            w={320}
            value={typed}
            error={error}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <Button type="submit" mt={25} variant="light">
            {text('addSlots')}
          </Button>
        </Group>
      </ConsoleForm>
    </Stack>
  );
}

function LimitForm(props: {
  market: string;
  timing: string;
  limit: LimitSetting | null;
  today: string;
  onChanged: () => void;
}) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const act = useAct(props.onChanged);
  const [form, setForm] = useState({
    maxPayout: rupees(props.limit?.maxPayoutPaise),
    maxStake: rupees(props.limit?.maxStakePaise),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The numbers the limit just saved found already over it (the server's answer names them).
  const [over, setOver] = useState<NumberOverLimit[]>([]);
  const place = props.timing ? text('slotAt', { timing: props.timing }) : text('wholeMarket');
  const save = async () => {
    const outcome = await act(
      desk.setLimit(props.market, { timing: props.timing, ...form }),
      text('limitSaved', { market: props.market }),
    );
    setErrors(fieldErrors(outcome, text, 'maxPayout'));
    if (outcome.ok) setOver(outcome.value.over);
  };
  return (
    <Stack gap="xs">
      <ConsoleForm onSubmit={() => void save()}>
        <Group align="flex-start" aria-label={text('limitFor', { place })} role="group">
          <Text size="sm" fw={600} w={140} mt={52}>
            {place}
          </Text>
          <TextInput
            label={text('maxPayout')}
            description={text('emptyRemoves')}
            w={260}
            inputMode="decimal"
            value={form.maxPayout}
            error={errors.maxPayout}
            onChange={(e) => setForm({ ...form, maxPayout: e.currentTarget.value })}
          />
          <TextInput
            label={text('maxStake')}
            description={text('optional')}
            w={260}
            inputMode="decimal"
            value={form.maxStake}
            error={errors.maxStake}
            onChange={(e) => setForm({ ...form, maxStake: e.currentTarget.value })}
          />
          <Button type="submit" mt={47} variant="light">
            {text('saveLimit')}
          </Button>
        </Group>
      </ConsoleForm>
      {over.length > 0 && (
        <Alert color="orange" title={text('limitAlreadyOver', { count: over.length })}>
          <Stack gap={4}>
            <List size="sm" spacing={2}>
              {over.map((n) => {
                const name = `${text(`game_${n.game}`)} ${n.number}${n.session ? ` ${n.session}` : ''}`;
                const when = [n.day === props.today ? '' : n.day, n.timing].filter(Boolean).join(' ');
                return (
                  <List.Item key={`${n.day} ${n.timing} ${n.game} ${n.number} ${n.session}`}>
                    {text('limitOverItem', {
                      number: when ? text('limitOverOn', { number: name, when }) : name,
                      payout: indianRupees(n.payoutPaise),
                      over: indianRupees(n.overPaise),
                    })}
                  </List.Item>
                );
              })}
            </List>
            <Text size="sm">{text('limitAlreadyOverNote')}</Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
