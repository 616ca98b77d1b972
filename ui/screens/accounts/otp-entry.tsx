import { Group, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OtpCode } from '../../hooks/use-otp-code.js';
import { useText } from '../../hooks/use-text.js';
import { ResendControl } from './resend-control.js';

/**
 * The OTP step of sign-up and forgot password: where the OTP went, the four-digit code (its
 * errors beside it, the phone offering the code it received) and Resend OTP. Another action of
 * the step (`children`, sign-up's Change number) shares Resend OTP's row; alone, Resend OTP
 * stands under the field.
 */
export function OtpEntry({
  mobile,
  code,
  resendIn,
  onResend,
  children,
}: {
  mobile: string;
  code: OtpCode;
  resendIn: number;
  onResend: () => void;
  children?: ReactNode;
}) {
  const text = useText();
  const resend = <ResendControl secondsLeft={resendIn} onResend={onResend} />;
  return (
    <>
      <Text size="sm" mb="sm">
        {text('otpSentTo', { mobile })}
      </Text>
      <TextInput
        label={text('otp')}
        value={code.value}
        onChange={(e) => code.change(e.currentTarget.value)}
        error={code.error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        mb={children ? undefined : 'xs'}
      />
      {children ? (
        <Group justify="space-between" mt="xs">
          {resend}
          {children}
        </Group>
      ) : (
        resend
      )}
    </>
  );
}
