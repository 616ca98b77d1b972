import { Hono } from 'hono';
import { BannerMove, NewBanner, PageHtml } from '../../../contract/console/content-requests.js';
import { parseConsole } from '../../commands/parse-console.js';
import { idOf } from '../../services/platform/console-format.js';
import { contentPage } from '../../services/content/content-desk.js';
import type { Services } from '../../services/server-services.js';
import { allow, handle, type ConsoleEnv } from './console-context.js';

/** The content roles: owners and support edit what players read. */
const CONTENT_ROLES = ['owner', 'support'] as const;

/** /content: the rules and videos pages. */
export function contentRoutes(s: Services): Hono<ConsoleEnv> {
  const content = new Hono<ConsoleEnv>();
  content.use('*', allow(...CONTENT_ROLES));
  content.get(
    '/',
    handle(() => s.console.content.pages()),
  );
  content.post(
    '/:key',
    handle((fields, c) =>
      s.console.content.setPage(c.get('actor'), contentPage(c.req.param('key')), parseConsole(PageHtml, fields).html),
    ),
  );
  return content;
}

/** /banners: home's banners, added, moved and removed. */
export function bannerRoutes(s: Services): Hono<ConsoleEnv> {
  const banners = new Hono<ConsoleEnv>();
  banners.use('*', allow(...CONTENT_ROLES));
  banners.get(
    '/',
    handle(() => s.console.content.banners()),
  );
  banners.post(
    '/',
    handle((fields, c) => s.console.content.addBanner(c.get('actor'), parseConsole(NewBanner, fields))),
  );
  banners.post(
    '/:id/move',
    handle((fields, c) =>
      s.console.content.moveBanner(
        c.get('actor'),
        idOf(c.req.param('id'), 'banner'),
        parseConsole(BannerMove, fields).direction,
      ),
    ),
  );
  banners.post(
    '/:id/remove',
    handle((_, c) => s.console.content.removeBanner(c.get('actor'), idOf(c.req.param('id'), 'banner'))),
  );
  return banners;
}
