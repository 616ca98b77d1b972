import type { Context, Env } from 'hono';
import { screenshotAnswer } from '../http/screenshot-answer.js';
import { idOf } from '../services/platform/console-format.js';
import type { Services } from '../services/server-services.js';

/**
 * The screenshot of the deposit of the path's id, for the console desk and the operator API
 * alike; `failed` answers a refusal (no such deposit, no screenshot) as its API does.
 */
export const depositScreenshotRoute =
  <E extends Env>(s: Services, failed: (c: Context<E>, error: unknown) => Response) =>
  async (c: Context<E>): Promise<Response> => {
    try {
      return screenshotAnswer(c, await s.console.deposits.image(idOf(c.req.param('id'), 'deposit')));
    } catch (error) {
      return failed(c, error);
    }
  };
