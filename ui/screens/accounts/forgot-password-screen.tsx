import { Anchor, Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ForgotPassword } from 'matka-core/player';
import { PasswordField } from '../../components/password-field.js';
import { useService } from '../../hooks/container-context.js';
import { useOtpCode } from '../../hooks/use-otp-code.js';
import { hideErrorToastsOnSuccess, useOtpFlow } from '../../hooks/use-otp-flow.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { AuthCard } from './auth-card.js';
import { MobileField } from './mobile-field.js';
import { OtpEntry } from './otp-entry.js';

/** Forgot password (/forgot): the mobile, then the OTP and a new password; success logs in. */
export function ForgotPasswordScreen() {
  const text = useText();
  usePageTitle('forgotTitle');
  const forgot = useService(ForgotPassword);
  const state = useOtpFlow(forgot, 'mobile');
  const [mobile, setMobile] = useState('');
  const otp = useOtpCode();
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.step === 'mobile') void forgot.submitMobile(mobile);
    else hideErrorToastsOnSuccess(forgot.submitReset({ otp: otp.value, password }));
  };

  return (
    <AuthCard title={text('forgotTitle')}>
      <form onSubmit={submit} noValidate>
        {state.step === 'mobile' ? (
          <MobileField value={mobile} onChange={(e) => setMobile(e.currentTarget.value)} />
        ) : (
          <>
            <OtpEntry mobile={mobile} code={otp} resendIn={state.resendIn} onResend={() => void forgot.resend()} />
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
