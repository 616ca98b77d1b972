// The wallet and funds screens, loaded on demand as one chunk, with the use cases they ask for.
import { ContainerModule } from 'inversify';
import {
  DepositRequest,
  FundHistories,
  FundsGateway,
  Notifier,
  SecureStorage,
  SessionPolicy,
  Transfer,
  UpdateBankDetails,
  Withdraw,
} from 'matka-core/player';
import { bindUseCase } from '../bind-use-case.js';

export { BankDetailsScreen } from '../../screens/funds/bank-details-screen.js';
export { DepositScreen } from '../../screens/funds/deposit-screen.js';
export { DepositHistoryScreen, WithdrawHistoryScreen } from '../../screens/funds/fund-history-screens.js';
export { FundsMenuScreen } from '../../screens/funds/funds-menu-screen.js';
export { TransferScreen } from '../../screens/funds/transfer-screen.js';
export { WalletScreen } from '../../screens/funds/wallet-screen.js';
export { WithdrawScreen } from '../../screens/funds/withdraw-screen.js';

export const module = new ContainerModule(({ bind }) => {
  bindUseCase(bind, DepositRequest, [FundsGateway, SessionPolicy, SecureStorage, Notifier]);
  bindUseCase(bind, Withdraw, [FundsGateway, SessionPolicy, SecureStorage, Notifier]);
  bindUseCase(bind, UpdateBankDetails, [FundsGateway, SessionPolicy, Notifier]);
  bindUseCase(bind, Transfer, [FundsGateway, SessionPolicy, Notifier]);
  bindUseCase(bind, FundHistories, [FundsGateway, SessionPolicy]);
});
