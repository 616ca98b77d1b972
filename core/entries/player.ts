// matka-core/player: the player app's use cases, the ports they speak through, and what they
// answer with (outcomes, texts of the message catalogue, notices).

// The generator boards' inputs: each board's fields, read into a generator's arguments.
export { digitButtonBids, formBids } from '../board-inputs/board-bids.js';
export { GENERATOR_FORMS } from '../board-inputs/generator-forms.js';
export {
  initialValues,
  type FieldOption,
  type GeneratorForm,
  type InputField,
  type InputValues,
} from '../board-inputs/input-fields.js';
export { listOf, textOf } from '../board-inputs/read-inputs.js';

// Ports: an interface and a same-named token each.
export { token, type Token } from '../ports/token.js';
export {
  AccountsGateway,
  type AccountStatus,
  type LimitsOfferAnswer,
  type NewAccount,
  type SignedIn,
} from '../ports/accounts-gateway.js';
export { BettingGateway, type BidToPlace, type SlipToPlace } from '../ports/betting-gateway.js';
export {
  accepted,
  refusedAnswer,
  type Acknowledgement,
  type PortAnswer,
  type Refusal,
  type RefusalCode,
  type ServerWords,
} from '../ports/port-answer.js';
export { ContentGateway, type InfoPage, type PlayerNotification } from '../ports/content-gateway.js';
export {
  FundsGateway,
  type BankDetails,
  type CoolOffPeriod,
  type DepositAllowance,
  type DepositOptions,
  type DepositRecord,
  type ExclusionPeriod,
  type LimitKind,
  type LimitPaise,
  type LimitPeriod,
  type PaymentMethod,
  type PaymentRequest,
  type PendingLimit,
  type RealityCheckFigures,
  type RealityCheckMinutes,
  type SelfLimits,
  type TransferRequest,
  type TransferRecipient,
  type WalletTransaction,
  type WithdrawalInfo,
  type WithdrawRequestRecord,
} from '../ports/funds-gateway.js';
export {
  DevicePush,
  PushGateway,
  PUSH_TEXT_KEYS,
  type DevicePermission,
  type DeviceSubscription,
  type DeviceToNotify,
  type PushTexts,
} from '../ports/push-gateway.js';
export {
  HistoryGateway,
  type BetDetail,
  type BidHistoryRequest,
  type BidSettlement,
  type HistoryBid,
  type HistoryPage,
  type Movement,
  type PassbookMovement,
  type PassbookRequest,
  type Winning,
} from '../ports/history-gateway.js';
export {
  MarketsGateway,
  type BettingPause,
  type CarouselImage,
  type GameRates,
  type Home,
  type Jackpot,
  type JackpotGame,
  type MarketRecord,
  type Rate,
  type Starline,
  type StarlineRates,
  type StarlineSlot,
  type StoredSetting,
} from '../ports/markets-gateway.js';
export { Clipboard } from '../ports/clipboard.js';
export { IdSource } from '../ports/id-source.js';
export { Navigator } from '../ports/navigator.js';
export { Notifier } from '../ports/notifier.js';
export { RandomSource } from '../ports/random-source.js';
export { SecureStorage } from '../ports/secure-storage.js';
export { TimeScheduler } from '../ports/time-scheduler.js';
export { WalletBroadcast } from '../ports/wallet-broadcast.js';

// What use cases answer with: an Outcome, texts of the message catalogue, notices; SingleFlight keeps them one at a time.
export {
  failed,
  invalid,
  rejected,
  success,
  type Failure,
  type Outcome,
  type TransportFailureReason,
} from '../outcome/outcome.js';
export { englishText, MESSAGES, type MessageKey } from '../messages/messages.js';
export { APP_MESSAGES } from '../messages/app-messages.js';
export { raw, text, type Text } from '../messages/text.js';
export type { RefusalKey } from '../messages/refusal-messages.js';
export {
  errorNotice,
  MAX_VISIBLE_TOASTS,
  NOTICE_DURATION_MS,
  notice,
  oopsNotice,
  successNotice,
  type Notice,
  type NoticeKind,
} from '../notices/notice.js';
export { SingleFlight } from '../single-flight/single-flight.js';

// The session policy: what a port's answer means beyond its value (the balance, a session's end, a refusal).
export { keyedText, serverText, SessionPolicy } from '../session/session-policy.js';
export { slipDraftKey, STORAGE_KEYS } from '../session/storage-keys.js';
export { isTransportFailure, TransportFailure } from '../session/transport-failure.js';

// The player app's routes and their guard.
export {
  HOME_ROUTE,
  LOGIN_ROUTE,
  PROTECTED_ROUTES,
  PUBLIC_ROUTES,
  ROUTES,
  type RouteName,
  type RouteSpec,
} from '../routes/route-table.js';
export { routeAccess, type RouteAccess } from '../routes/route-access.js';

// Accounts.
export {
  isValidMobile,
  isValidOtp,
  loginError,
  nameError,
  passwordError,
  signupError,
} from '../accounts/account-rules.js';
export { ChangePassword } from '../accounts/change-password.js';
export { LiveEventsSource, type LiveEvent } from '../ports/live-events.js';
export { LiveUpdates, reconnectDelay, RECONNECT_FIRST_MS, RECONNECT_LONGEST_MS } from '../markets/live-updates.js';
export { LiveChanges, type LiveChange } from '../markets/live-changes.js';
export {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  PlayerLimits,
  REALITY_CHECK_MINUTES,
  type LimitWindow,
  type PlayerLimitsModel,
} from '../accounts/player-limits.js';
export { DeviceNotifications, type DeviceNotificationState } from '../accounts/device-notifications.js';
export { msToNextCheck, RealityCheck, type RealityCheckModel } from '../accounts/reality-check.js';
export { LimitsOffer } from '../accounts/limits-offer.js';
export { isLoggedIn, storeCredentials, type Credentials } from '../accounts/credentials.js';
export { finishLogin } from '../accounts/finish-login.js';
export { ForgotPassword, type ForgotPasswordState } from '../accounts/forgot-password.js';
export { LegacyResetPassword } from '../accounts/legacy-reset-password.js';
export { Login } from '../accounts/login.js';
export { OTP_RESEND_SECONDS, OtpCountdown, resendLabel } from '../accounts/otp-countdown.js';
export { OtpStep, type OtpFlowState } from '../accounts/otp-step.js';
export { RegisterWithOtp, type SignupDetails, type SignupState } from '../accounts/register-with-otp.js';
export {
  LOGOUT_DELAY_MS,
  PAYMENT_RESULT_DELAY_MS,
  SPLASH_DELAY_MS,
  startLogout,
  startPaymentResultRedirect,
  startSplash,
} from '../accounts/timed-redirects.js';

// Wallet and funds.
export { indianRupees, toPaise, walletString } from '../wallet/money.js';
export { configAmount, MAX_AMOUNT_PAISE, paiseOfRupees, positiveAmount } from '../funds/amount-input.js';
export { MissingWalletStore, requireWalletStore, WalletStore } from '../wallet/wallet-store.js';
export { UpdateBankDetails } from '../funds/bank-details.js';
export { DepositRequest, type DepositForm, type PaymentMethods, type Screenshot } from '../funds/deposit-request.js';
export {
  FundHistories,
  withdrawStatus,
  type FundRecord,
  type WithdrawRequestRow,
  type WithdrawStatus,
} from '../funds/fund-histories.js';
export { maskedName, Transfer, type TransferReview } from '../funds/transfer.js';
export { StakeSource, stakeWallets, type StakeWallets } from '../bid-slip/stake-wallets.js';
export { Withdraw, type WithdrawInfo } from '../funds/withdraw.js';
export {
  isWithdrawalHours,
  withdrawalHoursOf,
  withinWithdrawalHours,
  type WithdrawalHours,
} from '../funds/withdrawal-hours.js';

// Bid slip.
export { bidAmount, DEFAULT_MIN_BET, MAX_BID_POINTS, minBet, minBetOf } from '../bid-slip/bid-rules.js';
export { BidSlip, type BidEntry, type SlipPlace, type SlipTotals } from '../bid-slip/bid-slip.js';
export { BetPlacement, slipToPlace, type SlipReview } from '../bid-slip/bet-placement.js';
export { markFirstBetPlaced } from '../bid-slip/first-bet-placed.js';
export { sessionChoice, sessionFor, type BidSession, type SessionChoice } from '../bid-slip/session-choice.js';

// Markets.
export {
  acceptsBid,
  drawAcceptsBids,
  drawIsDue,
  minutesOf,
  type Draw,
  type MarketDay,
} from '../markets/betting-windows.js';
export {
  crossesMidnight,
  LATEST_NIGHT_CLOSE_MINUTES,
  marketMomentOf,
  minutesIntoMarketDay,
  MINUTES_PER_DAY,
  sessionTimesProblem,
  type MarketMoment,
} from '../markets/night-sessions.js';
export { MARKET_KINDS, takesBid, type MarketKind } from '../markets/market-kinds.js';
export { boardClosedReason } from '../markets/board-availability.js';
export {
  decidedBy,
  settlementView,
  winsOn,
  winsOnMarket,
  type DeclaredResult,
  type StoredResult,
} from '../markets/win-conditions.js';
export { payoutAt, rateMilli } from '../markets/payout.js';
export { BOARDS, type BoardId, type BoardSpec, type MergePolicy } from '../markets/boards.js';
export { carouselSlide$ } from '../markets/carousel.js';
export { contactLinks, type ContactLinks } from '../markets/contact-links.js';
export {
  boardEntryOrRoot,
  JACKPOT_DASHBOARD,
  MAIN_DASHBOARD,
  MORE_MAIN_GAMES,
  STARLINE_DASHBOARD,
  type BoardEntry,
} from '../markets/dashboards.js';
export {
  DOWNLOAD_DIALOG_INTERVAL_MS,
  markDownloadDialogShown,
  shouldShowDownloadDialog,
} from '../markets/download-dialog.js';
export { GameLists, type RateRow } from '../markets/game-lists.js';
export {
  CAROUSEL_INTERVAL_MS,
  DEMO_MOBILE_WITHOUT_CHARTS,
  LoadHome,
  marketCard,
  showsCharts,
  type HomeModel,
  type MarketCard,
} from '../markets/load-home.js';
export { DEFAULT_MARKET_TIME_ZONE, MarketClock, type MarketClockReading } from '../markets/market-clock.js';
export {
  addDays,
  knownTimeZone,
  marketDay,
  marketZoneNote,
  offsetMinutes,
  readsMarketClock,
  readsMarketOffset,
  zoneName,
} from '../markets/market-time-zone.js';
export { dayOnWall, momentOnWall, stampOnWall, wallTime, zoneOffsetMs, type WallTime } from '../markets/wall-clock.js';
export { displayResult, formatResult, NO_RESULT, parseResult } from '../markets/result-display.js';

// History and content.
export { BidHistory, bidStatus, type BidHistoryQuery, type BidRow, type BidStatus } from '../history/bid-history.js';
export { DEFAULT_HISTORY_DAYS, defaultRange, type DateRange } from '../history/date-range.js';
export { paging, type Paging } from '../history/paging.js';
export { betOutcome, Passbook, type BetDetailsView, type BetOutcome, type PassbookRow } from '../history/passbook.js';
export {
  ledgerBidOf,
  ledgerEntryOf,
  type LedgerBid,
  type LedgerEntry,
  type LedgerEntryKind,
} from '../history/ledger-entry.js';
export {
  bidReason,
  reasonOfRecord,
  type BidReason,
  type DecidingResult,
  type ExplainedBid,
} from '../history/bid-reason.js';
export { WINNING_KINDS, Winnings, type WinningKind, type WinningRow } from '../history/winnings.js';
export { InfoContent } from '../content/info-content.js';

// Quiz.
export { Quiz, QUIZ_NEXT_DELAY_MS, QUIZ_ROUND_SIZE, type QuizAnswer, type QuizState } from '../quiz/quiz.js';
export { QUIZ_QUESTIONS, type QuizQuestion } from '../quiz/quiz-questions.js';
export { VerificationCheck } from '../quiz/verification-check.js';
