import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { CONFIG_KEYS, HOMESCREEN_TEXT_MAX, SettingsDesk, type ConsoleSettings } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { FailureAlert } from '../../components/failure-alert.js';
import { notifyOutcome } from '../../components/notify-outcome.js';
import { useConsoleQuery } from '../../hooks/use-console-query.js';
import { useConsoleSession } from '../../hooks/use-console-session.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useGameName } from '../../hooks/use-game-name.js';
import { SettingsForm } from './settings-form.js';

const FLAGS: readonly string[] = ['starline_enable', 'delhi_enable'];
/** The withdrawal controls: a section of their own, below the other keys. */
const WITHDRAWAL_CONTROLS: readonly string[] = ['withdraw_hours', 'withdraw_daily_count', 'withdraw_daily_amount'];
/** Two-person control: a section of its own too. */
const TWO_PERSON: readonly string[] = ['two_person_results', 'two_person_payout_threshold'];

/** Settings (owner): the config keys the player app reads, and the game rates; only what changed is sent. */
export function SettingsScreen() {
  const text = useConsoleText();
  const desk = useService(SettingsDesk);
  const [load] = useState(() => () => desk.load());
  const { state, value, reload } = useConsoleQuery(load, 'settings');
  return (
    <Stack>
      <Title order={2}>{text('nav_settings')}</Title>
      {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
      {!value && state.status === 'loading' && (
        <Center p="lg">
          <Loader aria-label={text('loading')} />
        </Center>
      )}
      {/* Every owner sees a loosening of two-person control before it takes effect. */}
      {value && (value.scheduled ?? []).length > 0 && (
        <Alert color="orange" title={text('scheduledTitle')} data-testid="scheduled-settings">
          <Stack gap={4}>
            {(value.scheduled ?? []).map((change) => (
              <Group key={change.key} gap="sm" wrap="nowrap">
                <Text size="sm">
                  {text('scheduledLine', {
                    key: change.key,
                    value: change.value,
                    by: change.askedBy,
                    at: change.askedAt,
                    from: change.effectiveAt,
                  })}
                </Text>
                <Button
                  size="compact-xs"
                  variant="outline"
                  color="orange"
                  onClick={() =>
                    void desk.cancelScheduled(value, change.key).then((outcome) => {
                      notifyOutcome(outcome, text('scheduledCancelled', { key: change.key }), (o) =>
                        text(o.failure.message),
                      );
                      reload();
                    })
                  }
                >
                  {text('cancel')}
                </Button>
              </Group>
            ))}
            <Text size="xs">{text('scheduledNote')}</Text>
          </Stack>
        </Alert>
      )}
      {value && (
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <ConfigForm key={JSON.stringify(value.config)} settings={value} onSaved={reload} />
          <RatesForm key={JSON.stringify(value.rates)} settings={value} onSaved={reload} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ConfigForm({ settings, onSaved }: { settings: ConsoleSettings; onSaved: () => void }) {
  const text = useConsoleText();
  const desk = useService(SettingsDesk);
  const [values, setValues] = useState(() =>
    Object.fromEntries(CONFIG_KEYS.map((key) => [key, settings.config[key] ?? ''])),
  );
  return (
    <SettingsForm
      title={text('config')}
      explain={text('configExplain')}
      submit={text('saveSettings')}
      saved={text('settingsSaved')}
      save={() => desk.saveConfig(settings.config, values)}
      onSaved={onSaved}
    >
      {(errors) => (
        <>
          <SimpleGrid cols={2}>
            {CONFIG_KEYS.filter(
              (key) => key !== 'homescreen_text' && !WITHDRAWAL_CONTROLS.includes(key) && !TWO_PERSON.includes(key),
            ).map((key) => (
              <TextInput
                key={key}
                label={text(`config_${key}`)}
                description={FLAGS.includes(key) ? text('on_off') : key}
                value={values[key]}
                error={errors[key]}
                onChange={(e) => setValues({ ...values, [key]: e.currentTarget.value })}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={text('config_homescreen_text')}
            rows={3}
            maxLength={HOMESCREEN_TEXT_MAX}
            value={values.homescreen_text}
            error={errors.homescreen_text}
            onChange={(e) => setValues({ ...values, homescreen_text: e.currentTarget.value })}
          />
          <WithdrawalControls values={values} errors={errors} onChange={(next) => setValues({ ...values, ...next })} />
          <TwoPersonControls values={values} errors={errors} onChange={(next) => setValues({ ...values, ...next })} />
        </>
      )}
    </SettingsForm>
  );
}

function RatesForm({ settings, onSaved }: { settings: ConsoleSettings; onSaved: () => void }) {
  const text = useConsoleText();
  const desk = useService(SettingsDesk);
  const gameName = useGameName();
  const [values, setValues] = useState(() => ({ ...settings.rates }));
  return (
    <SettingsForm
      title={text('rates')}
      explain={text('ratesExplain')}
      submit={text('saveRates')}
      saved={text('ratesSaved')}
      save={() => desk.saveRates(settings.rates, values)}
      onSaved={onSaved}
    >
      {(errors) => (
        <SimpleGrid cols={3}>
          {settings.rateNames.map((game) => (
            <TextInput
              key={game}
              label={gameName(game)}
              inputMode="decimal"
              value={values[game] ?? ''}
              error={errors[game]}
              onChange={(e) => setValues({ ...values, [game]: e.currentTarget.value })}
            />
          ))}
        </SimpleGrid>
      )}
    </SettingsForm>
  );
}

/** A section of settings saved with the others: the values typed, the server's errors by key, a change. */
interface SettingsSectionProps {
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}

/**
 * The withdrawal controls: the hours as two times on the market's clock (both empty: any
 * time; stored as 'HH:MM-HH:MM'), and the per-player count and amount of a market day (0: no
 * limit). Saved with the other keys; a half-typed window is refused by the hours' own rule.
 */
function WithdrawalControls({ values, errors, onChange }: SettingsSectionProps) {
  const text = useConsoleText();
  const session = useConsoleSession();
  const zone = session.status === 'signed-in' ? (session.info.serverZone ?? '') : '';
  const [from = '', until = ''] = (values.withdraw_hours ?? '').split('-').map((part) => part.trim());
  const hours = (nextFrom: string, nextUntil: string) =>
    onChange({ withdraw_hours: nextFrom === '' && nextUntil === '' ? '' : `${nextFrom}-${nextUntil}` });
  return (
    <Stack gap="xs" mt="sm">
      <Title order={4}>{text('withdrawalControls')}</Title>
      <Text size="sm" c="dimmed">
        {text('withdrawalControlsExplain', { zone })}
      </Text>
      <SimpleGrid cols={2}>
        <TextInput
          type="time"
          label={text('withdrawFrom')}
          description={text('anyTime')}
          value={from}
          error={errors.withdraw_hours}
          onChange={(e) => hours(e.currentTarget.value, until)}
        />
        <TextInput
          type="time"
          label={text('withdrawUntil')}
          description={text('anyTime')}
          value={until}
          onChange={(e) => hours(from, e.currentTarget.value)}
        />
        <TextInput
          label={text('config_withdraw_daily_count')}
          description={text('zeroNoLimit')}
          inputMode="numeric"
          value={values.withdraw_daily_count ?? ''}
          error={errors.withdraw_daily_count}
          onChange={(e) => onChange({ withdraw_daily_count: e.currentTarget.value })}
        />
        <TextInput
          label={`${text('config_withdraw_daily_amount')} (₹)`}
          description={text('zeroNoLimit')}
          inputMode="numeric"
          value={values.withdraw_daily_amount ?? ''}
          error={errors.withdraw_daily_amount}
          onChange={(e) => onChange({ withdraw_daily_amount: e.currentTarget.value })}
        />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Two-person control, each off by default: results wait for a second results
 * operator's same value; withdrawals, wallet credits and bonuses above the threshold for a
 * second operator's approval. Saved with the other keys.
 */
function TwoPersonControls({ values, errors, onChange }: SettingsSectionProps) {
  const text = useConsoleText();
  return (
    <Stack gap="xs" mt="sm">
      <Title order={4}>{text('twoPerson')}</Title>
      <Text size="sm" c="dimmed">
        {text('twoPersonExplain')}
      </Text>
      <Switch
        label={text('twoPersonResults')}
        description={text('twoPersonResultsHint')}
        checked={values.two_person_results === '1'}
        error={errors.two_person_results}
        onChange={(e) => onChange({ two_person_results: e.currentTarget.checked ? '1' : '0' })}
      />
      <TextInput
        label={text('twoPersonThreshold')}
        description={text('twoPersonThresholdHint')}
        inputMode="numeric"
        maw={320}
        value={values.two_person_payout_threshold ?? ''}
        error={errors.two_person_payout_threshold}
        onChange={(e) => onChange({ two_person_payout_threshold: e.currentTarget.value })}
      />
    </Stack>
  );
}
