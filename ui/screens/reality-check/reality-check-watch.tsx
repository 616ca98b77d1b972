import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { indianRupees, msToNextCheck, RealityCheck, type RealityCheckModel } from 'matka-core/player';
import { useService } from '../../hooks/container-context.js';
import { useLimitsText } from '../../hooks/use-limits-text.js';
import { useText } from '../../hooks/use-text.js';

/** A net result with its sign: a win reads +₹202.50, a loss −₹35.00. */
const signedRupees = (paise: number) => `${paise > 0 ? '+' : ''}${indianRupees(paise)}`;

/**
 * The reality check (docs/player-limits.md), while a signed-in screen is open: at each whole
 * interval of the login session the player chose, the session's time and net result as the
 * server counts them, with Continue, View history and Log out. The timer is the browser's; the
 * figures are the server's, read when the check comes. After Continue or View history the next
 * check is an interval on; leaving My limits, where the interval is chosen, reads it again.
 */
export function RealityCheckWatch() {
  const text = useText();
  const words = useLimitsText();
  const check = useService(RealityCheck);
  const onLimits = useLocation().pathname === '/limits';
  const [shown, setShown] = useState<RealityCheckModel | undefined>(undefined);
  // After a check, the wait for the next is known from its figures: no need to ask again.
  const nextWait = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (onLimits) nextWait.current = undefined;
    if (onLimits || shown) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (wait: number | undefined) => {
      if (stopped || wait === undefined) return;
      timer = setTimeout(() => {
        void check.load().then((now) => {
          if (!stopped && now.ok && now.value.intervalMinutes !== 0) setShown(now.value);
        });
      }, wait);
    };
    const known = nextWait.current;
    nextWait.current = undefined;
    if (known !== undefined) arm(known);
    else
      void check.load().then((first) => {
        if (first.ok) arm(msToNextCheck(first.value.intervalMinutes, first.value.playedSeconds));
      });
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [check, onLimits, shown]);

  const close = () => {
    if (shown) nextWait.current = msToNextCheck(shown.intervalMinutes, shown.playedSeconds);
    setShown(undefined);
  };
  return (
    <Modal
      opened={shown !== undefined}
      onClose={close}
      title={words('realityCheck')}
      centered
      size={400}
      withCloseButton={false}
    >
      {shown && (
        <Stack gap="sm">
          <Text>
            {words('realityCheckPlayed', {
              minutes: Math.floor(shown.playedSeconds / 60),
              since: shown.sessionStarted,
            })}
          </Text>
          <Text fw={700} c={shown.netPaise < 0 ? 'red.9' : undefined}>
            {words('realityCheckNet', { amount: signedRupees(shown.netPaise) })}
          </Text>
          <Button onClick={close}>{words('continuePlaying')}</Button>
          <Button variant="default" component={Link} to="/myBids" onClick={close}>
            {words('viewHistory')}
          </Button>
          <Button variant="light" color="red" component={Link} to="/logout" onClick={close}>
            {text('logout')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
