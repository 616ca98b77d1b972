import { Button, TextInput } from '@mantine/core';
import { useObservableState } from 'observable-hooks';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LegacyResetPassword } from 'matka-core/player';
import { PasswordField } from '../../components/password-field.js';
import { useService } from '../../hooks/container-context.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useText } from '../../hooks/use-text.js';
import { AuthCard } from './auth-card.js';
import { MobileField } from './mobile-field.js';

/** The legacy reset (/resetPassword): the mobile comes in navigation state; asked for when it does not. */
export function ResetPasswordScreen() {
  const text = useText();
  usePageTitle('resetTitle');
  const reset = useService(LegacyResetPassword);
  const busy = useObservableState(reset.busy$, false);
  const carried = (useLocation().state as { mobile?: unknown } | null)?.mobile;
  const [mobile, setMobile] = useState(typeof carried === 'string' ? carried : '');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void reset.run({ mobile, otp, password });
  };

  return (
    <AuthCard title={text('resetTitle')}>
      <form onSubmit={submit} noValidate>
        {/* As the legacy reset always was: the browser does not fill in its mobile or OTP, and its
            errors are toasts (not words beside the field, as on sign-up's and forgot password's OTP step). */}
        {typeof carried !== 'string' && (
          <MobileField
            value={mobile}
            onChange={(e) => setMobile(e.currentTarget.value)}
            autoComplete={undefined}
            mb="sm"
          />
        )}
        <TextInput
          label={text('otp')}
          value={otp}
          onChange={(e) => setOtp(e.currentTarget.value)}
          inputMode="numeric"
          maxLength={4}
          mb="sm"
        />
        <PasswordField
          label={text('newPassword')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="new-password"
        />
        <Button type="submit" fullWidth mt="md" loading={busy}>
          {text('submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
