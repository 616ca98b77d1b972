// The account screens that load on demand, as one chunk, with the use cases they ask for.
import { ContainerModule } from 'inversify';
import { createElement } from 'react';
import {
  AccountsGateway,
  ChangePassword,
  DeviceNotifications,
  DevicePush,
  ForgotPassword,
  FundsGateway,
  LegacyResetPassword,
  LimitsOffer,
  Navigator,
  Notifier,
  PlayerLimits,
  PushGateway,
  RegisterWithOtp,
  SecureStorage,
  SessionPolicy,
  TimeScheduler,
} from 'matka-core/player';
import { BrowserDevicePush } from '../../../adapters/index.js';
import { PaymentResultScreen } from '../../screens/accounts/timed-redirect-screens.js';
import { bindUseCase } from '../bind-use-case.js';

export { ChangePasswordScreen } from '../../screens/accounts/change-password-screen.js';
export { PlayerLimitsScreen } from '../../screens/accounts/player-limits-screen.js';
export { DeviceNotificationsScreen } from '../../screens/accounts/device-notifications-screen.js';
export { ForgotPasswordScreen } from '../../screens/accounts/forgot-password-screen.js';
export { ResetPasswordScreen } from '../../screens/accounts/reset-password-screen.js';
export { SignupScreen } from '../../screens/accounts/signup-screen.js';
export { LogoutScreen, SplashScreen } from '../../screens/accounts/timed-redirect-screens.js';

export const PaymentSuccessScreen = () => createElement(PaymentResultScreen, { succeeded: true });
export const PaymentFailedScreen = () => createElement(PaymentResultScreen, { succeeded: false });

/** Sign-up and forgot password hold a flow's state: each screen gets its own. */
export const module = new ContainerModule(({ bind }) => {
  const account = [AccountsGateway, SessionPolicy, SecureStorage, Notifier, Navigator] as const;
  bindUseCase(bind, RegisterWithOtp, [...account, TimeScheduler], true);
  bindUseCase(bind, ForgotPassword, [...account, TimeScheduler], true);
  bindUseCase(bind, LegacyResetPassword, [AccountsGateway, SessionPolicy, Notifier, Navigator]);
  bindUseCase(bind, ChangePassword, [AccountsGateway, SessionPolicy, SecureStorage, Notifier]);
  bindUseCase(bind, PlayerLimits, [FundsGateway, SessionPolicy, Notifier]);
  bindUseCase(bind, LimitsOffer, [AccountsGateway, SessionPolicy, Navigator]);
  // Web Push: the browser's side is bound with the screen that asks for it.
  bind(DevicePush).toConstantValue(new BrowserDevicePush());
  bindUseCase(bind, DeviceNotifications, [PushGateway, DevicePush, SessionPolicy]);
});
