// matka-core/console: the operator console's use cases and their ports (docs/console-api.md).

// The operator console (docs/console-api.md): its ports, texts and use cases.
export type { ActivityRow } from '../ports/activity-row.js';
export type { ConsoleAnswer, ConsolePage, ConsoleRefusal } from '../ports/console-answer.js';
export { ConsoleEvents, type ConsoleEvent } from '../ports/console-events.js';
export {
  ConsoleSessionGateway,
  type ApiToken,
  type ConsoleSessionInfo,
  type OperatorIdentity,
  type TotpSetup,
} from '../ports/console-session-gateway.js';
export {
  DeskGateway,
  type DeskDecision,
  type DeskFilters,
  type DeskQuery,
  type DeskClaim,
  type DeskOrder,
  type PayoutHold,
  type DepositRow,
  type DepositWarning,
  type PendingCounts,
  type PlayerRef,
  type RequestStatus,
  type WithdrawalContext,
  type MoneyTrail,
  type MoneyGift,
  type WithdrawalRow,
} from '../ports/desk-gateway.js';
export {
  PlayerAdminGateway,
  type LedgerRow,
  type PlayerActivity,
  type PendingCredit,
  type PlayerDetail,
  type PlayerFile,
  type PlayerNote,
  type PlayerProtection,
  type PlayerSummary,
  type ProtectionLimit,
  type WalletAllowance,
} from '../ports/player-admin-gateway.js';
export { ProtectionDesk } from '../operator/protection-desk.js';
export { PlayerPageEvents, type PlayerPageEvent } from '../ports/player-page-events.js';
export { AuditGateway, type AuditFilters, type AuditRow } from '../ports/audit-gateway.js';
export { OperatorsGateway, type OperatorRow } from '../ports/operators-gateway.js';
export {
  englishOperatorText,
  OPERATOR_MESSAGES,
  operatorText,
  type OperatorMessageKey,
  type OperatorText,
} from '../operator/operator-messages.js';
export { badInput, done, refused, type OperatorFailure, type OperatorOutcome } from '../operator/operator-outcome.js';
export {
  CONSOLE_SECTIONS,
  isOperatorRole,
  OPERATOR_ROLES,
  roleMay,
  sectionsFor,
  type ConsoleCapability,
  type ConsoleSection,
  type OperatorRole,
} from '../operator/roles.js';
export {
  adjustmentError,
  adjustmentPaise,
  bonusAmountError,
  dayError,
  MAX_PAYOUT_REFERENCE_LENGTH,
  MAX_REASON_LENGTH,
  MIN_OPERATOR_PASSWORD,
  newPasswordError,
  payoutReferenceError,
  reasonError,
  totpCodeError,
  usernameError,
} from '../operator/operator-input.js';
export { ConsoleSession, type ConsoleSessionState } from '../operator/console-session.js';
export { ConsolePolicy, transportFailureOf } from '../operator/console-policy.js';
export { ConsoleSignIn, type SignInForm, type SignInStep } from '../operator/console-sign-in.js';
export { deskOrder } from '../operator/desk-order.js';
export { deskQuery } from '../operator/desk-query.js';
export { DepositDesk } from '../operator/deposit-desk.js';
export { WithdrawDesk } from '../operator/withdraw-desk.js';
export { PendingCountsFeed } from '../operator/pending-counts.js';
export { PlayerDirectory } from '../operator/player-directory.js';
export { PlayerActions } from '../operator/player-actions.js';
export { MAX_NOTE_LENGTH, noteError, PlayerNotes } from '../operator/player-notes.js';
export { PlayerChanges } from '../operator/player-changes.js';
export { AuditTrail, auditFilters } from '../operator/audit-trail.js';
export { auditTextInRupees, auditValueInRupees } from '../operator/audit-rupees.js';
export { OperatorAccounts } from '../operator/operator-accounts.js';
export { MAX_API_TOKEN_LABEL, MyAccount } from '../operator/my-account.js';
// The results desk: today board, exposure grid, preview, declare, correct, void.
export {
  MarketEvents,
  ResultsBoardGateway,
  type ConfirmedResult,
  type CorrectionRow,
  type CorrectionView,
  type EarlierUnsettledDay,
  type ExposureRow,
  type ExposureView,
  type MarketDayRef,
  type MarketEvent,
  type MarketState,
  type PendingResult,
  type PreviewView,
  type ResultState,
  type ResultStep,
  type ResultValue,
  type SessionFigures,
  type TodayBoardView,
  type TodayRow,
  type VoidView,
} from '../ports/results-board-gateway.js';
export { liveReads } from '../operator/live-reads.js';
export { marketDayName, marketDaysOf, TodayBoard } from '../operator/today-board.js';
export {
  ExposureGrid,
  limitStanding,
  overLimit,
  sortExposure,
  worstCase,
  type ExposureColumn,
  type ExposureSort,
  type LimitStanding,
} from '../operator/exposure-grid.js';
export { SettlementDesk } from '../operator/settlement-desk.js';
// Console content and reports.
export {
  BANNER_IMAGE_TYPES,
  BANNER_MAX_BYTES,
  bannerImageError,
  bannerLinkError,
  isBannerImageType,
  MAX_BANNER_LINK_LENGTH,
  sizeInWords,
  type BannerImageType,
} from '../operator/banner-rules.js';
export {
  ContentAdminGateway,
  type BannerRow,
  type ContentPageKey,
  type SentNotification,
} from '../ports/content-admin-gateway.js';
export {
  ReportsGateway,
  type FundsReport,
  type GamesReport,
  type MarketsReport,
  type PlaySums,
  type ProfitReport,
  type ProfitSums,
  type ExportKind,
  type ReportKind,
  type ReportRange,
  type WinnerRow,
  type WinnersQuery,
  type WinnersReport,
} from '../ports/reports-gateway.js';
export {
  ContentEditor,
  MAX_CONTENT_HTML,
  MAX_NOTIFICATION_TEXT,
  MAX_NOTIFICATION_TITLE,
  type NotificationForm,
  type PickedImage,
} from '../operator/content-editor.js';
export { ConsoleReports, MAX_REPORT_DAYS } from '../operator/console-reports.js';
// Market setup and settings.
export {
  MarketSetupGateway,
  type ConsoleSettings,
  type LimitForm,
  type LimitSaved,
  type LimitSetting,
  type MarketForm,
  type MarketSetupList,
  type NumberOverLimit,
  type SetupMarket,
} from '../ports/market-setup-gateway.js';
export { MarketSetupDesk, MAX_HOLIDAY_REASON, type LimitDraft, type MarketDraft } from '../operator/market-setup.js';
export { SettingsDesk } from '../operator/settings-desk.js';
export {
  CONFIG_KEYS,
  CONFIG_RULES,
  configValueProblem,
  HOMESCREEN_TEXT_MAX,
  rateProblem,
  type ConfigKey,
} from '../operator/config-rules.js';
