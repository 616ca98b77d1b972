import { useState } from 'react';
import { useFieldError } from './use-field-error.js';

export interface OtpCode {
  value: string;
  /** Core's word on the code, shown beside the field until the player types again. */
  error: string | undefined;
  change: (value: string) => void;
}

/** The code typed on an OTP step. Kept by the screen, so it survives going back a step and forth. */
export function useOtpCode(): OtpCode {
  const [value, setValue] = useState('');
  const { error, clear } = useFieldError('otp');
  const change = (typed: string) => {
    setValue(typed);
    clear();
  };
  return { value, error, change };
}
