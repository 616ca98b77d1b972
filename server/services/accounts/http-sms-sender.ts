import { Refusal } from '../platform/refusal.js';
import { maskMobile, type SmsSender } from './sms-sender.js';

export interface HttpSmsSettings {
  /** The provider's endpoint, http: or https:. */
  url: string;
  /** The JSON body, with {mobile} and {code} put in JSON-escaped: `{"to":"{mobile}","text":"Your OTP is {code}"}`. */
  template: string;
  /** The value of the auth header, e.g. `Bearer abc` (sent only when set). */
  auth?: string | undefined;
  /** The header that carries `auth`; Authorization unless told. */
  authHeader?: string | undefined;
  timeoutMs: number;
}

/**
 * The provider did not take the message. The player reads the message; the reason (status,
 * the provider's words) is in `reason` and in the log, never in the answer.
 */
export class SmsNotSent extends Refusal {
  constructor(readonly reason: string) {
    super('Could not send the OTP. Please try again.');
  }
}

/** The template with its placeholders filled; each value escaped as inside a JSON string. */
export function fillTemplate(template: string, values: { mobile: string; code: string }): string {
  return template.replace(/\{(mobile|code)\}/g, (_, name: 'mobile' | 'code') =>
    JSON.stringify(values[name]).slice(1, -1),
  );
}

/** Sends each OTP by one POST to an SMS provider's HTTP API. */
export class HttpSmsSender implements SmsSender {
  constructor(
    private readonly settings: HttpSmsSettings,
    private readonly log: (line: string) => void = console.log,
  ) {}

  async sendOtp(mobile: string, code: string): Promise<void> {
    const { url, template, auth, authHeader = 'authorization', timeoutMs } = this.settings;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...(auth ? { [authHeader]: auth } : {}),
    };
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body: fillTemplate(template, { mobile, code }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      // fetch says only "fetch failed"; its cause says why (ECONNREFUSED, a bad certificate…).
      const why =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      throw this.failed(mobile, timedOut ? `no answer within ${timeoutMs} ms` : `could not reach it (${why})`);
    }
    // The body is read either way, so the connection is free for the next message. A provider
    // may echo the message back: the code and the mobile stay out of the log.
    const body = await response.text().catch(() => '');
    const words = body
      .split(code)
      .join('****')
      .split(mobile)
      .join(maskMobile(mobile))
      .replace(/\s+/g, ' ')
      .slice(0, 200);
    if (!response.ok) throw this.failed(mobile, `it answered HTTP ${response.status}${words ? `: ${words}` : ''}`);
    this.log(`[sms] OTP sent to ${maskMobile(mobile)}`);
  }

  private failed(mobile: string, reason: string): SmsNotSent {
    const error = new SmsNotSent(`The SMS provider did not take the OTP for ${maskMobile(mobile)}: ${reason}`);
    this.log(`[sms] ${error.reason}`);
    return error;
  }
}
