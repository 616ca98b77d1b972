import type {
  AccountsGateway,
  BettingGateway,
  ContentGateway,
  FundsGateway,
  HistoryGateway,
  MarketsGateway,
} from '../../../core/index.js';

/** Core's ports, which every gateway factory of the adapters fills. */
type Gateways = {
  accounts: AccountsGateway;
  funds: FundsGateway;
  markets: MarketsGateway;
  betting: BettingGateway;
  history: HistoryGateway;
  content: ContentGateway;
};

/** Every call of the player API the existing apps make: the gateway method that makes it, and where it goes. */
export const SPEC_CALLS: {
  call: string;
  method: 'GET' | 'POST';
  path: string;
  run: (g: Gateways) => Promise<unknown>;
}[] = [
  // Account calls
  {
    call: 'login',
    method: 'POST',
    path: '/api/login',
    run: (g) => g.accounts.login({ mobile: '9876543210', password: 'pw' }),
  },
  {
    call: 'sendOTP',
    method: 'POST',
    path: '/api/sendOTP',
    run: (g) => g.accounts.sendOtp({ mobile: '9876543210', name: 'A' }),
  },
  {
    call: 'verifyOTP',
    method: 'POST',
    path: '/api/verifyOTP',
    run: (g) => g.accounts.verifyOtp({ mobile: '9876543210', otp: '1234' }),
  },
  {
    call: 'register',
    method: 'POST',
    path: '/api/register',
    run: (g) =>
      g.accounts.register({
        mobile: '9876543210',
        password: 'pw',
        name: 'A',
        otp: '1234',
        adult: true,
      }),
  },
  {
    call: 'forgotOTP',
    method: 'POST',
    path: '/api/forgotOTP',
    run: (g) => g.accounts.forgotOtp({ mobile: '9876543210' }),
  },
  {
    call: 'verifyForgotOTP',
    method: 'POST',
    path: '/api/verifyForgotOTP',
    run: (g) =>
      g.accounts.verifyForgotOtp({
        mobile: '9876543210',
        otp: '1234',
        password: 'pw',
      }),
  },
  {
    call: 'reset_password (legacy form)',
    method: 'POST',
    path: '/api2/reset_password',
    run: (g) => g.accounts.resetPassword({ mobile: '9876543210', otp: '1234', password: 'pw' }),
  },
  {
    call: 'updatePassword',
    method: 'POST',
    path: '/api/updatePassword',
    run: (g) => g.accounts.updatePassword({ mobile: '9876543210', currentPassword: 'a', password: 'b' }),
  },
  // wallet and funds calls
  {
    call: 'manual-payment-details',
    method: 'GET',
    path: '/api/manual-payment-details',
    run: (g) => g.funds.manualPaymentDetails(),
  },
  {
    call: 'create-payment-request',
    method: 'POST',
    path: '/api/create-payment-request',
    run: (g) =>
      g.funds.createPaymentRequest({ amountPaise: 50000, utr: '1', screenshotDataUrl: 'data:image/png;base64,AA==' }),
  },
  { call: 'withdraw-info', method: 'GET', path: '/api/withdraw-info', run: (g) => g.funds.withdrawInfo() },
  {
    call: 'withdraw-details-update',
    method: 'POST',
    path: '/api/withdraw-details-update',
    run: (g) => g.funds.updateBankDetails({ acno: '1', name: 'A', ifsc: 'X' }),
  },
  { call: 'withdraw', method: 'POST', path: '/api/withdraw', run: (g) => g.funds.withdraw({ amountPaise: 1000 }) },
  { call: 'home', method: 'POST', path: '/api/home', run: (g) => g.markets.home() },
  {
    call: 'deposit_history (legacy form)',
    method: 'POST',
    path: '/api2/deposit_history',
    run: (g) => g.funds.depositHistory(),
  },
  {
    call: 'deposit_history, pending only (legacy form)',
    method: 'POST',
    path: '/api2/deposit_history',
    run: (g) => g.funds.depositHistory({ pendingOnly: true }),
  },
  {
    call: 'transaction_history (legacy form)',
    method: 'POST',
    path: '/api2/transaction_history',
    run: (g) => g.funds.walletTransactions(),
  },
  {
    call: 'transfer-recipient',
    method: 'POST',
    path: '/api/transfer-recipient',
    run: (g) => g.funds.transferRecipient({ user: '9' }),
  },
  {
    call: 'transfer (legacy form)',
    method: 'POST',
    path: '/api2/transfer',
    run: (g) => g.funds.transfer({ user: '9', amountPaise: 100 }),
  },
  {
    call: 'withdraw_reqs (legacy form)',
    method: 'POST',
    path: '/api2/withdraw_reqs',
    run: (g) => g.funds.withdrawRequests(),
  },
  {
    call: 'status_check (legacy form)',
    method: 'POST',
    path: '/api2/status_check',
    run: (g) => g.accounts.statusCheck(),
  },
  // Market calls
  { call: 'starline', method: 'POST', path: '/api/starline', run: (g) => g.markets.starline() },
  { call: 'jackpot', method: 'POST', path: '/api/jackpot', run: (g) => g.markets.jackpot() },
  { call: 'rate', method: 'POST', path: '/api/rate', run: (g) => g.markets.rates() },
  {
    call: 'place-bet',
    method: 'POST',
    path: '/api/place-bet',
    run: (g) =>
      g.betting.placeBet({
        market: 'M',
        boardId: 'singleDigits',
        requestId: 'r-1',
        bids: [{ number: '1', session: 'OPEN', amountPaise: 1000 }],
      }),
  },
  {
    call: 'games2',
    method: 'POST',
    path: '/api/games2',
    run: (g) => g.history.bidHistory({ range: { from: 'a', to: 'b' }, fresh: false, page: 1, open: true, close: true }),
  },
  {
    call: 'passbook',
    method: 'POST',
    path: '/api/passbook',
    run: (g) =>
      g.history.passbook({ range: { from: 'a', to: 'b' }, fresh: true, page: 1, depositsAndWithdrawals: true }),
  },
  {
    call: 'withdraw-details-get',
    method: 'POST',
    path: '/api/withdraw-details-get',
    run: (g) => g.content.page('gameRules'),
  },
  { call: 'market-list', method: 'POST', path: '/api/market-list', run: (g) => g.markets.marketList() },
  {
    call: 'bell-notifications (form)',
    method: 'POST',
    path: '/api2/bell-notifications',
    run: (g) => g.content.notifications(),
  },
  {
    call: 'winning_ledger (legacy form)',
    method: 'POST',
    path: '/api2/winning_ledger',
    run: (g) => g.history.winnings('main'),
  },
];
