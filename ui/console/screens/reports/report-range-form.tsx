import { Button, Group } from '@mantine/core';
import { addDays } from 'matka-core/player';
import { type OperatorFailure, type ReportRange } from 'matka-core/console';
import { ConsoleForm } from '../../components/console-form.js';
import { DayInput } from '../../components/day-input.js';
import { useConsoleText } from '../../hooks/use-console-text.js';

interface RangeFormProps {
  /** The days as typed (empty: the server's today). */
  typed: ReportRange;
  onType: (range: ReportRange) => void;
  /** The server's refusal of a typed day, shown beside its field. */
  invalid: Extract<OperatorFailure, { kind: 'invalid' }> | undefined;
  /** The day the quick ranges end on. */
  today: string;
  show: (range: ReportRange) => void;
}

/** The range of days a report covers: from and to, or today, the last 7 or the last 30 days. */
export function ReportRangeForm({ typed, onType, invalid, today, show }: RangeFormProps) {
  const text = useConsoleText();
  return (
    <ConsoleForm onSubmit={() => show(typed)}>
      <Group align="flex-end" gap="sm">
        {(['from', 'to'] as const).map((field) => (
          <DayInput
            key={field}
            label={text(field === 'from' ? 'reportFrom' : 'reportTo')}
            value={typed[field]}
            onChange={(day) => onType({ ...typed, [field]: day })}
            error={invalid?.field === field ? text(invalid.message) : undefined}
            w={170}
          />
        ))}
        <Button type="submit">{text('showReport')}</Button>
        <Button variant="default" onClick={() => show({ from: '', to: '' })}>
          {text('today')}
        </Button>
        <Button variant="default" onClick={() => show({ from: addDays(today, -6), to: today })}>
          {text('last7Days')}
        </Button>
        <Button variant="default" onClick={() => show({ from: addDays(today, -29), to: today })}>
          {text('last30Days')}
        </Button>
      </Group>
    </ConsoleForm>
  );
}
