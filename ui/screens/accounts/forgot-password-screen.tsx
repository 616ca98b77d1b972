import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ForgotPassword } from 'matka-core/player';
import { PasswordField } from '../../components/password-field.js';
import { useService } from '../../hooks/container-context.js';
import { hideErrorToasts, useErrorToastsClearedOn } from '../../hooks/use-error-toasts-cleared.js';
import { useFieldError } from '../../hooks/use-field-error.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { AuthCard } from './auth-card.js';
import { MobileField } from './mobile-field.js';
import { ResendControl } from './resend-control.js';

/** Forgot password (/forgot): the mobile, then the OTP and a new password; success logs in. */
export function ForgotPasswordScreen() {
  const text = useText();
  usePageTitle('forgotTitle');
  const forgot = useService(ForgotPassword);
  const state = useObservableState(forgot.state$, { step: 'mobile', busy: false, resendIn: 0 });
  useErrorToastsClearedOn(state.step);
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const otpError = useFieldError('otp');
  const [password, setPassword] = useState('');
  useEffect(() => () => forgot.dispose(), [forgot]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.step === 'mobile') void forgot.submitMobile(mobile);
    // Signed in and gone home: an error from an earlier try must not follow the player there.
    else void forgot.submitReset({ otp, password }).then((outcome) => outcome.ok && hideErrorToasts());
  };

  return (
    <AuthCard title={text('forgotTitle')}>
      <form onSubmit={submit} noValidate>
        {state.step === 'mobile' ? (
          <MobileField value={mobile} onChange={(e) => setMobile(e.currentTarget.value)} />
        ) : (
          <>
            <Text size="sm" mb="sm">
              {text('otpSentTo', { mobile })}
            </Text>
            <TextInput
              label={text('otp')}
              value={otp}
              onChange={(e) => {
                setOtp(e.currentTarget.value);
                otpError.clear();
              }}
              error={otpError.error}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={4}
              mb="xs"
            />
            <ResendControl secondsLeft={state.resendIn} onResend={() => void forgot.resend()} />
            <PasswordField
              label={text('newPassword')}
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="new-password"
              mt="sm"
            />
          </>
        )}
        <Button type="submit" fullWidth mt="md" loading={state.busy}>
          {text('submit')}
        </Button>
      </form>
      <Anchor component={Link} to="/login" ta="center" size="sm">
        {text('login')}
      </Anchor>
    </AuthCard>
  );
}
