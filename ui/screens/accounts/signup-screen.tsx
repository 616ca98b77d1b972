// The age declaration's checkbox: its stylesheets (the box, and the row it shares with its
// label) load with this screen.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Button, Checkbox, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RegisterWithOtp } from 'matka-core/player';
import { PasswordField } from '../../components/password-field.js';
import { useService } from '../../hooks/container-context.js';
import { useOtpCode } from '../../hooks/use-otp-code.js';
import { hideErrorToastsOnSuccess, useOtpFlow } from '../../hooks/use-otp-flow.js';
import { usePageTitle } from '../../hooks/use-page-title.js';
import { useLimitsText } from '../../hooks/use-limits-text.js';
import { useText } from '../../hooks/use-text.js';
import { AuthCard } from './auth-card.js';
import { MobileField } from './mobile-field.js';
import { OtpEntry } from './otp-entry.js';

/** Sign-up (/signup): details, then the OTP with its 60-second resend lock. */
export function SignupScreen() {
  const text = useText();
  const words = useLimitsText();
  usePageTitle('signupTitle');
  const signup = useService(RegisterWithOtp);
  const state = useOtpFlow(signup, 'details');
  const [details, setDetails] = useState({ name: '', mobile: '', password: '', adult: false });
  const otp = useOtpCode();

  const set = (key: 'name' | 'mobile' | 'password') => (e: { currentTarget: { value: string } }) =>
    setDetails({ ...details, [key]: e.currentTarget.value });
  const submitDetails = (event: FormEvent) => {
    event.preventDefault();
    void signup.submitDetails(details);
  };
  const submitOtp = (event: FormEvent) => {
    event.preventDefault();
    hideErrorToastsOnSuccess(signup.submitOtp(otp.value));
  };

  return (
    <AuthCard title={text('signupTitle')}>
      {state.step === 'details' ? (
        <form onSubmit={submitDetails} noValidate>
          <TextInput label={text('name')} value={details.name} onChange={set('name')} autoComplete="name" mb="sm" />
          <MobileField value={details.mobile} onChange={set('mobile')} mb="sm" />
          <PasswordField
            label={text('password')}
            value={details.password}
            onChange={set('password')}
            autoComplete="new-password"
          />
          {/* The age declaration: no sign-up without it; the server records when it was given. */}
          <Checkbox
            mt="md"
            label={words('adultDeclaration')}
            checked={details.adult}
            onChange={(e) => setDetails({ ...details, adult: e.currentTarget.checked })}
          />
          <Button type="submit" fullWidth mt="md" loading={state.busy}>
            {text('register')}
          </Button>
        </form>
      ) : (
        <form onSubmit={submitOtp} noValidate>
          <OtpEntry mobile={details.mobile} code={otp} resendIn={state.resendIn} onResend={() => void signup.resend()}>
            <Button variant="subtle" size="compact-sm" onClick={() => signup.editDetails()}>
              {text('changeNumber')}
            </Button>
          </OtpEntry>
          <Button type="submit" fullWidth mt="md" loading={state.busy}>
            {text('submit')}
          </Button>
        </form>
      )}
      <Text ta="center" size="sm">
        {text('haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {text('login')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
