import type { ContentAdminGateway, ReportsGateway } from 'matka-core/console';
import type { ConsoleClient } from './console-client.js';
import type * as content from '../../../contract/console/content-requests.js';
import type { Notification } from '../../../contract/console/console-requests.js';
import type { MarketDayFields } from '../../../contract/console/results-desk-requests.js';
import { requestBody } from '../../../contract/requests/request-body.js';
import { okAnswer } from '../../../contract/console/console-wire.js';
import { CONSOLE_EXPORTS, ledgerExportPath } from '../../../contract/console/exports.js';
import { bannerList, contentPages, notificationAudience, notificationPage } from '../../../contract/console/content.js';
import {
  fundsReport,
  gamesReport,
  marketsReport,
  profitReport,
  winnersReport,
} from '../../../contract/console/reports.js';

/** A query string of the fields given (empty ones left out, so the server uses its defaults). */
const queryOf = (fields: Record<string, string>) => {
  const query = new URLSearchParams(Object.entries(fields).filter(([, value]) => value !== '')).toString();
  return query ? `?${query}` : '';
};

const banner = (bannerId: string, rest: string) => `banners/${encodeURIComponent(bannerId)}/${rest}`;

/** Rules and videos pages, banners and notifications over /console/api. */
export class HttpContentAdminGateway implements ContentAdminGateway {
  constructor(private readonly client: ConsoleClient) {}

  pages: ContentAdminGateway['pages'] = () => this.client.get('content', 'content', {}, contentPages);
  savePage: ContentAdminGateway['savePage'] = ({ key, html }) =>
    this.client.post('content-save', `content/${key}`, requestBody<typeof content.PageHtml>({ html }), okAnswer);
  banners: ContentAdminGateway['banners'] = () => this.client.get('banners', 'banners', {}, bannerList);
  addBanner: ContentAdminGateway['addBanner'] = (request) =>
    this.client.post('banner-add', 'banners', requestBody<typeof content.NewBanner>(request), bannerList);
  moveBanner: ContentAdminGateway['moveBanner'] = ({ id: bannerId, direction }) =>
    this.client.post(
      'banner-move',
      banner(bannerId, 'move'),
      requestBody<typeof content.BannerMove>({ direction }),
      bannerList,
    );
  removeBanner: ContentAdminGateway['removeBanner'] = ({ id: bannerId }) =>
    this.client.post('banner-remove', banner(bannerId, 'remove'), {}, bannerList);
  notifications: ContentAdminGateway['notifications'] = ({ page }) =>
    this.client.get(
      'notifications',
      'notifications',
      requestBody<typeof content.NotificationPage>({ page }),
      notificationPage,
    );
  sendNotification: ContentAdminGateway['sendNotification'] = (request) =>
    this.client.post('notification-send', 'notifications', requestBody<typeof Notification>(request), okAnswer);
  notificationAudience: ContentAdminGateway['notificationAudience'] = () =>
    this.client.get('notification-audience', 'notifications/audience', {}, notificationAudience);
}

/** The owner's reports over /console/api; each CSV is a plain download the browser makes. */
export class HttpReportsGateway implements ReportsGateway {
  constructor(
    private readonly client: ConsoleClient,
    private readonly consoleBase: string,
  ) {}

  markets: ReportsGateway['markets'] = (r) =>
    this.client.get(
      'report-markets',
      'reports/markets',
      requestBody<typeof content.ReportRange>({ ...r }),
      marketsReport,
    );
  games: ReportsGateway['games'] = (r) =>
    this.client.get('report-games', 'reports/games', requestBody<typeof content.ReportRange>({ ...r }), gamesReport);
  funds: ReportsGateway['funds'] = (r) =>
    this.client.get('report-funds', 'reports/funds', requestBody<typeof content.ReportRange>({ ...r }), fundsReport);
  profit: ReportsGateway['profit'] = (r) =>
    this.client.get('report-profit', 'reports/profit', requestBody<typeof content.ReportRange>({ ...r }), profitReport);
  winners: ReportsGateway['winners'] = (q) =>
    this.client.get('report-winners', 'reports/winners', requestBody<typeof MarketDayFields>({ ...q }), winnersReport);
  csvUrl: ReportsGateway['csvUrl'] = (kind, r) => `${this.consoleBase}/api/reports/${kind}.csv${queryOf({ ...r })}`;
  winnersCsvUrl: ReportsGateway['winnersCsvUrl'] = (q) =>
    `${this.consoleBase}/api/reports/winners.csv${queryOf({ ...q })}`;
  exportUrl: ReportsGateway['exportUrl'] = (kind) => `${this.consoleBase}/api${CONSOLE_EXPORTS[kind]}`;
  ledgerExportUrl: ReportsGateway['ledgerExportUrl'] = (id) => `${this.consoleBase}/api${ledgerExportPath(id)}`;
}
