import { Button } from '@mantine/core';
import { resendLabel } from 'matka-core/player';
import { useText } from '../../hooks/use-text.js';

/** 'wait Ns' while the countdown runs, then 'Resend OTP'. Pressing early shows core's 'Please wait' message. */
export function ResendControl({ secondsLeft, onResend }: { secondsLeft: number; onResend: () => void }) {
  const text = useText();
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onResend}
      aria-disabled={secondsLeft > 0}
      c={secondsLeft > 0 ? 'dimmed' : undefined}
    >
      {text(resendLabel(secondsLeft))}
    </Button>
  );
}
