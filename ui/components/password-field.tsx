import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useText } from '../hooks/use-text.js';

/** A password input whose show-password toggle a screen reader names in the player's language. */
export function PasswordField(props: PasswordInputProps) {
  const text = useText();
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': text('showPassword') }} />;
}
