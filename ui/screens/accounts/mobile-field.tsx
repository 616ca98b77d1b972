import { TextInput, type TextInputProps } from '@mantine/core';
import { useText } from '../../hooks/use-text.js';

/**
 * The mobile number on the account screens: the phone's number pad, the number the browser
 * keeps for the player, and no more than the ten digits core's rules take.
 */
export function MobileField(props: TextInputProps) {
  const text = useText();
  return (
    <TextInput label={text('mobileNumber')} inputMode="numeric" autoComplete="tel-national" maxLength={10} {...props} />
  );
}
