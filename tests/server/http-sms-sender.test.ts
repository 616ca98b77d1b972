// The HTTP SMS sender against a fake provider on a loopback port, the console sender's log,
// and the choice of sender from the environment.
import { serve } from '@hono/node-server';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { ManualClock, marketMoment } from '../../server/services/platform/clock.js';
import {
  fillTemplate,
  HttpSmsSender,
  SmsNotSent,
  type HttpSmsSettings,
} from '../../server/services/accounts/http-sms-sender.js';
import { Refusal } from '../../server/services/platform/refusal.js';
import { createServices } from '../../server/services/server-services.js';
import { smsSenderFromEnv } from '../../server/services/accounts/sms-sender-from-env.js';
import { ConsoleSmsSender } from '../../server/services/accounts/sms-sender.js';
import { migratedDatabase, OPERATOR_TOKEN } from './server-harness.js';

const TEMPLATE = '{"to":"{mobile}","text":"Your OTP is {code}"}';

/** A provider that records each request and answers as the test says. */
const provider = {
  server: undefined as Server | undefined,
  url: '',
  received: [] as { method: string; headers: IncomingHttpHeaders; body: string }[],
  answer: { status: 200, body: '{"ok":true}', delayMs: 0 },
};

beforeAll(async () => {
  provider.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      provider.received.push({ method: request.method ?? '', headers: request.headers, body });
      const { status, body: words, delayMs } = provider.answer;
      setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end(words), delayMs);
    });
  });
  await new Promise<void>((resolve) => provider.server!.listen(0, '127.0.0.1', resolve));
  provider.url = `http://127.0.0.1:${(provider.server!.address() as AddressInfo).port}/sms/send`;
});
afterAll(() => {
  provider.server?.closeAllConnections();
  provider.server?.close();
});
beforeEach(() => {
  provider.received = [];
  provider.answer = { status: 200, body: '{"ok":true}', delayMs: 0 };
});

const sender = (settings: Partial<HttpSmsSettings> = {}) => {
  const lines: string[] = [];
  const sms = new HttpSmsSender({ url: provider.url, template: TEMPLATE, timeoutMs: 2000, ...settings }, (line) =>
    lines.push(line),
  );
  return { sms, lines };
};

describe('HttpSmsSender', () => {
  it('posts the template filled in, as JSON, with the auth header', async () => {
    const { sms, lines } = sender({ auth: 'Bearer provider-key' });
    await sms.sendOtp('9876543210', '0427');
    expect(provider.received).toHaveLength(1);
    const [request] = provider.received;
    expect(request!.method).toBe('POST');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toBe('Bearer provider-key');
    expect(JSON.parse(request!.body)).toEqual({ to: '9876543210', text: 'Your OTP is 0427' });
    expect(lines).toEqual(['[sms] OTP sent to 98XXXXXX10']);
  });

  it('puts the auth value in the header it is told, and none when there is no value', async () => {
    await sender({ auth: 'k-123', authHeader: 'authkey' }).sms.sendOtp('9876543210', '1111');
    await sender().sms.sendOtp('9876543210', '2222');
    expect(provider.received[0]!.headers.authkey).toBe('k-123');
    expect(provider.received[0]!.headers.authorization).toBeUndefined();
    expect(provider.received[1]!.headers.authorization).toBeUndefined();
  });

  it('escapes the values as JSON string contents', () => {
    expect(
      JSON.parse(fillTemplate('{"m":"{mobile}","c":"{code}","again":"{code}"}', { mobile: 'a"b\\c\n', code: '12' })),
    ).toEqual({ m: 'a"b\\c\n', c: '12', again: '12' });
  });

  it('a provider’s refusal is the player’s “could not send”, with the reason in the log and no code in it', async () => {
    provider.answer = {
      status: 503,
      body: '{"error":"quota exceeded","echo":"Your OTP is 0427 for 9876543210"}',
      delayMs: 0,
    };
    const { sms, lines } = sender();
    const failure = await sms.sendOtp('9876543210', '0427').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsNotSent);
    expect(failure).toBeInstanceOf(Refusal);
    expect((failure as SmsNotSent).message).toBe('Could not send the OTP. Please try again.');
    expect((failure as SmsNotSent).reason).toContain('HTTP 503');
    expect(lines.join('\n')).toContain('HTTP 503');
    expect(lines.join('\n')).toContain('quota exceeded');
    expect(lines.join('\n')).not.toContain('0427');
    expect(lines.join('\n')).not.toContain('9876543210');
  });

  it('a provider that does not answer in time, or cannot be reached, is the same refusal', async () => {
    provider.answer = { status: 200, body: '{}', delayMs: 1000 };
    const slow = sender({ timeoutMs: 200 });
    await expect(slow.sms.sendOtp('9876543210', '0427')).rejects.toBeInstanceOf(SmsNotSent);
    expect(slow.lines.join('\n')).toContain('no answer within 200 ms');
    const away = sender({ url: 'http://127.0.0.1:1/sms' });
    await expect(away.sms.sendOtp('9876543210', '0427')).rejects.toBeInstanceOf(SmsNotSent);
    expect(away.lines.join('\n')).toContain('could not reach it');
  });

  it('through the API: the player gets the refusal in the player API’s shape, not a 500', async () => {
    provider.answer = { status: 500, body: 'down', delayMs: 0 };
    const db = await migratedDatabase();
    const services = createServices(
      db,
      sender().sms,
      new ManualClock(marketMoment(2026, 10, 20, 10, 0)),
      () => undefined,
    );
    const server = serve({
      fetch: createApp({ services, operatorToken: OPERATOR_TOKEN }).fetch,
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const sendOtp = () =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/sendOTP`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '9876543210', name: 'Asha', type: 'signup' }),
      });
    try {
      const response = await sendOtp();
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Could not send the OTP. Please try again.',
        error: 'Could not send the OTP. Please try again.',
      });
      // The failed send does not hold the resend lock: trying again at once reaches the provider.
      provider.answer = { status: 200, body: '{}', delayMs: 0 };
      expect(await (await sendOtp()).json()).toMatchObject({ success: true });
      expect(provider.received).toHaveLength(2);
    } finally {
      server.close();
      await db.close();
    }
  });
});

describe('ConsoleSmsSender', () => {
  it('outside demo mode no code reaches the log, and there is no outbox', async () => {
    const lines: string[] = [];
    const sms = new ConsoleSmsSender(false, (line) => lines.push(line));
    await sms.sendOtp('9876543210', '0427');
    expect(lines.join('\n')).not.toContain('0427');
    expect(lines.join('\n')).not.toContain('9876543210');
    expect(lines.join('\n')).toContain('98XXXXXX10');
    expect(sms.latest('9876543210')).toBeUndefined();
  });

  it('in demo mode the code is logged and kept for /dev/otp', async () => {
    const lines: string[] = [];
    const sms = new ConsoleSmsSender(true, (line) => lines.push(line));
    await sms.sendOtp('9876543210', '0427');
    expect(lines.join('\n')).toContain('0427');
    expect(sms.latest('9876543210')).toBe('0427');
  });
});

describe('smsSenderFromEnv', () => {
  const quiet = { demo: false, log: () => undefined };
  const http = { SMS_SENDER: 'http', SMS_HTTP_URL: 'https://sms.example.in/send', SMS_HTTP_TEMPLATE: TEMPLATE };

  it('is the console sender unless told, demo or not', () => {
    expect(smsSenderFromEnv({}, quiet)).toBeInstanceOf(ConsoleSmsSender);
    expect(smsSenderFromEnv({ SMS_SENDER: 'console' }, { demo: true })).toBeInstanceOf(ConsoleSmsSender);
  });

  it('is the HTTP sender with its settings', () => {
    expect(smsSenderFromEnv(http, quiet)).toBeInstanceOf(HttpSmsSender);
    expect(
      smsSenderFromEnv(
        {
          ...http,
          SMS_SENDER: 'HTTP',
          SMS_HTTP_AUTH: 'Bearer k',
          SMS_HTTP_AUTH_HEADER: 'authkey',
          SMS_HTTP_TIMEOUT_MS: '5000',
        },
        quiet,
      ),
    ).toBeInstanceOf(HttpSmsSender);
  });

  it.each([
    [{ SMS_SENDER: 'carrier-pigeon' }, /SMS_SENDER must be console or http/],
    [{ ...http, SMS_HTTP_URL: undefined }, /needs SMS_HTTP_URL/],
    [{ ...http, SMS_HTTP_URL: 'not a url' }, /SMS_HTTP_URL is not a URL/],
    [{ ...http, SMS_HTTP_URL: 'ftp://sms.example.in' }, /SMS_HTTP_URL must be http: or https:/],
    [{ ...http, SMS_HTTP_TEMPLATE: undefined }, /needs SMS_HTTP_TEMPLATE/],
    [{ ...http, SMS_HTTP_TEMPLATE: '{"to":"{mobile}"}' }, /has no \{code\}/],
    [{ ...http, SMS_HTTP_TEMPLATE: '{"to":{mobile},"text":"{code}"' }, /not JSON/],
    [{ ...http, SMS_HTTP_AUTH_HEADER: 'bad header' }, /not a header name/],
    [{ ...http, SMS_HTTP_TIMEOUT_MS: 'soon' }, /SMS_HTTP_TIMEOUT_MS/],
  ])('refuses to start with %o', (env, message) => {
    expect(() => smsSenderFromEnv(env, quiet)).toThrow(message);
  });
});
