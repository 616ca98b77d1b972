import { Button, Group, TextInput } from '@mantine/core';
import { MarketSetupDesk, type SetupMarket } from 'matka-core/console';
import { useService } from '../../../hooks/container-context.js';
import { ConsoleForm } from '../../components/console-form.js';
import { useConsoleText } from '../../hooks/use-console-text.js';
import { useFormFields } from '../../hooks/use-form-fields.js';
import { useAskIfUnsettled } from './unsettled-confirm.js';
import { useActThenReload } from './use-act-then-reload.js';

/** A market's times (open and close, or its result time) and whether it is active. */
export function TimesAndState({ market, onChanged }: { market: SetupMarket; onChanged: () => void }) {
  const text = useConsoleText();
  const desk = useService(MarketSetupDesk);
  const act = useActThenReload(onChanged);
  // Made inactive with unsettled bets: asked first, naming them.
  const ask = useAskIfUnsettled(onChanged);
  const {
    values: times,
    input,
    showErrors,
  } = useFormFields({ openTime: market.openTime, closeTime: market.closeTime }, 'closeTime');
  const main = market.kind === 'main';
  const save = async () => {
    const outcome = await act(
      desk.saveMarket({ name: market.name, kind: market.kind, ...times }),
      text('marketSaved', { market: market.name }),
    );
    showErrors(outcome);
  };
  return (
    <ConsoleForm onSubmit={() => void save()}>
      <Group align="flex-start">
        {main && <TextInput label={text('openTime')} w={110} {...input('openTime')} />}
        {market.kind !== 'starline' && (
          <>
            <TextInput label={text(main ? 'closeTime' : 'resultTime')} w={110} {...input('closeTime')} />
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
