// The wallet and funds screens, loaded on demand as one chunk.
export { BankDetailsScreen } from './bank-details-screen.js';
export { DepositScreen } from './deposit-screen.js';
export { DepositHistoryScreen, WithdrawHistoryScreen } from './fund-history-screens.js';
export { FundsMenuScreen } from './funds-menu-screen.js';
export { TransferScreen } from './transfer-screen.js';
export { WalletScreen } from './wallet-screen.js';
export { WithdrawScreen } from './withdraw-screen.js';
