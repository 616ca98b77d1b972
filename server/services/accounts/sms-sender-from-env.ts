import { fillTemplate, HttpSmsSender } from './http-sms-sender.js';
import { ConsoleSmsSender } from './sms-sender.js';

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The SMS sender the settings ask for: SMS_SENDER=console (the default) or http. A setting
 * that cannot work stops the start with an error that names it, rather than the first
 * player's OTP failing.
 *
 * http: SMS_HTTP_URL (required), SMS_HTTP_TEMPLATE (required, a JSON body with {code} and
 * usually {mobile}), SMS_HTTP_AUTH (the auth header's value, optional), SMS_HTTP_AUTH_HEADER
 * (Authorization unless told), SMS_HTTP_TIMEOUT_MS (10000 unless told).
 */
export function smsSenderFromEnv(
  env: Record<string, string | undefined>,
  options: { demo: boolean; log?: (line: string) => void },
): ConsoleSmsSender | HttpSmsSender {
  const log = options.log ?? console.log;
  const kind = (env.SMS_SENDER ?? '').trim().toLowerCase() || 'console';
  if (kind === 'console') {
    if (!options.demo) log('SMS_SENDER is console: OTPs are not sent to anyone (set SMS_SENDER=http to send them).');
    return new ConsoleSmsSender(options.demo, log);
  }
  if (kind !== 'http') throw new Error(`SMS_SENDER must be console or http, not '${env.SMS_SENDER}'.`);
  return new HttpSmsSender(
    {
      url: providerUrl(env.SMS_HTTP_URL),
      template: bodyTemplate(env.SMS_HTTP_TEMPLATE),
      auth: env.SMS_HTTP_AUTH || undefined,
      authHeader: headerName(env.SMS_HTTP_AUTH_HEADER),
      timeoutMs: timeout(env.SMS_HTTP_TIMEOUT_MS),
    },
    log,
  );
}

function providerUrl(value: string | undefined): string {
  if (!value) throw new Error('SMS_SENDER=http needs SMS_HTTP_URL, the provider’s endpoint (https://…).');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SMS_HTTP_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SMS_HTTP_URL must be http: or https:, not ${url.protocol}`);
  return url.toString();
}

function bodyTemplate(value: string | undefined): string {
  const example = '{"to":"{mobile}","text":"Your OTP is {code}"}';
  if (!value) throw new Error(`SMS_SENDER=http needs SMS_HTTP_TEMPLATE, the JSON body to post, like ${example}`);
  if (!value.includes('{code}'))
    throw new Error(`SMS_HTTP_TEMPLATE has no {code}: the OTP would not be in the message. Like ${example}`);
  try {
    JSON.parse(fillTemplate(value, { mobile: '9876543210', code: '1234' }));
  } catch {
    throw new Error(
      `SMS_HTTP_TEMPLATE is not JSON once filled in (put {mobile} and {code} inside strings), like ${example}`,
    );
  }
  return value;
}

function headerName(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(value))
    throw new Error(`SMS_HTTP_AUTH_HEADER is not a header name: ${value}`);
  return value;
}

function timeout(value: string | undefined): number {
  if (!value) return DEFAULT_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 100 || ms > 120_000)
    throw new Error(`SMS_HTTP_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000, not ${value}`);
  return ms;
}
