// matka-core/adapters: core's ports implemented with ky, valibot and the browser's APIs.

export { createKyClient, DEFAULT_TIMEOUT_MS, resolveBaseUrl, type HttpOptions } from './http/ky-client.js';
export { JsonClient, type Method, type Payload } from './http/json-client.js';
export { LegacyFormClient } from './legacy-form/legacy-form-client.js';
export { readAnswer } from './http/read-answer.js';
export { accountsOverWire, HttpAccountsGateway, HttpAccountsWire } from './http/http-accounts-gateway.js';
export type { AccountsWire, AccountWire, DeviceWire, StatusWire } from './http/wire/accounts-wire.js';
export { bettingOverWire, HttpBettingGateway, HttpBettingWire, placeBetPayload } from './http/http-betting-gateway.js';
export type { BettingWire, PlaceBetPayload, SuccessWire } from './http/wire/betting-wire.js';
export { keyOf, legacySucceeded, portAnswerOf, succeeded, wordsOf, type WireEnvelope } from './http/port-answer-of.js';
export { contentOverWire, HttpContentGateway, HttpContentWire } from './http/http-content-gateway.js';
export type { ContentWire, NotificationRecord } from './http/wire/content-wire.js';
export {
  dateWindow,
  historyBidOf,
  historyOverWire,
  HttpHistoryGateway,
  HttpHistoryWire,
  movementOf,
  settlementOf,
} from './http/http-history-gateway.js';
export type {
  BetDetails,
  BidHistoryPayload,
  BidRecord,
  DateWindow,
  HistoryWire,
  MovementWire,
  PageWire,
  PassbookPayload,
  PassbookRecord,
  ResultRecord,
  SettlementRecord,
  WinningRecord,
} from './http/wire/history-wire.js';
export { fundsOverWire, HttpFundsGateway, HttpFundsWire } from './http/http-funds-gateway.js';
export type {
  BankDetailsWire,
  CreatePaymentRequestPayload,
  DepositAllowanceWire,
  DepositPauseWire,
  DepositRecordWire,
  FundsWire,
  LimitWire,
  ManualPaymentWire,
  PaymentMethodWire,
  RealityCheckWire,
  RecordsWire,
  SelfLimitsWire,
  WalletTransactionWire,
  WithdrawInfoWire,
  WithdrawRequestWire,
} from './http/wire/funds-wire.js';
export { HttpMarketsGateway, HttpMarketsWire } from './http/http-markets-gateway.js';
export { gameRatesOf, homeOf, jackpotOf, marketsOverWire, rateOf, starlineOf } from './http/markets-over-wire.js';
export type {
  BettingPauseWire,
  CarouselImageWire,
  HomeWire,
  JackpotGameWire,
  JackpotWire,
  MarketListWire,
  MarketRecordWire,
  MarketsWire,
  RatesWire,
  RateWire,
  ServedHomeWire,
  StarlineSlotWire,
  StarlineWire,
  StoredSettingWire,
  StreamTicketWire,
} from './http/wire/markets-wire.js';
export { HttpPushGateway, HttpPushWire, pushOverWire } from './http/http-push-gateway.js';
export type { PushKeyWire, PushSubscribePayload, PushWire } from './http/wire/push-wire.js';
export { createHttpGateways, type HttpGateways } from './http/create-http-gateways.js';
export { createLazyHttpGateways } from './http/create-lazy-http-gateways.js';
export { ConsoleClient, consoleBase } from './http/console/console-client.js';
export { createConsoleGateways, type ConsoleGateways } from './http/console/create-console-gateways.js';
export { HttpConsoleSessionGateway } from './http/console/http-console-session-gateway.js';
export { HttpDeskGateway } from './http/console/http-desk-gateway.js';
export { HttpPlayerAdminGateway } from './http/console/http-player-admin-gateway.js';
export { HttpAuditGateway, HttpOperatorsGateway } from './http/console/http-owner-gateways.js';
export { HttpResultsBoardGateway } from './http/console/http-results-board-gateway.js';

export { createSecureStorage, type AppStorage, type SecureStorageKind } from './storage/create-secure-storage.js';
export { ENCRYPTED_PREFIX, EncryptedStorage, type EncryptedStorageOptions } from './storage/encrypted-storage.js';
export { IndexedDbKeyVault } from './storage/indexeddb-key-vault.js';
export { MemoryStorage } from './storage/memory-storage.js';
export {
  DEFAULT_OBFUSCATION_KEY,
  deobfuscate,
  obfuscate,
  ObfuscatedStorage,
  SECURE_PREFIX,
  type ObfuscatedStorageOptions,
} from './storage/obfuscated-storage.js';
export { consoleLogger, type StorageLogger } from './storage/storage-logger.js';

export { copyToClipboard } from './browser/copy-to-clipboard.js';
export { BrowserDevicePush } from './browser/browser-device-push.js';
export { EventSourceConsoleEvents, type EventSourceFactory } from './browser/event-source-console-events.js';
export { EventSourceMarketEvents } from './browser/event-source-market-events.js';
export { EventSourcePlayerPageEvents } from './browser/event-source-player-page-events.js';
export { EventSourceLiveEvents } from './browser/event-source-live-events.js';
export { lazyLiveEvents } from './browser/lazy-live-events.js';
export { CryptoIdSource, MathRandomSource } from './browser/crypto-id-source.js';
export {
  WALLET_UPDATED_EVENT,
  WindowWalletBroadcast,
  type StoredValueReader,
} from './browser/window-wallet-broadcast.js';
