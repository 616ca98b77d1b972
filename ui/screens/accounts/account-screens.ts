// The account screens that load on demand, as one chunk.
import { createElement } from 'react';
import { PaymentResultScreen } from './timed-redirect-screens.js';

export { ChangePasswordScreen } from './change-password-screen.js';
export { ForgotPasswordScreen } from './forgot-password-screen.js';
export { ResetPasswordScreen } from './reset-password-screen.js';
export { SignupScreen } from './signup-screen.js';
export { LogoutScreen, SplashScreen } from './timed-redirect-screens.js';

export const PaymentSuccessScreen = () => createElement(PaymentResultScreen, { succeeded: true });
export const PaymentFailedScreen = () => createElement(PaymentResultScreen, { succeeded: false });
