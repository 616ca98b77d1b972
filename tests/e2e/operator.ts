import type { APIRequestContext } from '@playwright/test';

/** The operator API of the server the suite runs against (its token is set in playwright.config.ts). */
export const OPERATOR_TOKEN = 'e2e-operator-token';

export async function operator(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/operator${path}`, {
    method,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** Every row of a list of the operator API (`path` with its query), page after page until `next` is null. */
export async function allOf(request: APIRequestContext, path: string): Promise<unknown[]> {
  const rows: unknown[] = [];
  let after: number | null = null;
  do {
    const page = (await operator(request, 'GET', `${path}&limit=100${after === null ? '' : `&after=${after}`}`)) as {
      rows: unknown[];
      next: number | null;
    };
    rows.push(...page.rows);
    after = page.next;
  } while (after !== null);
  return rows;
}

/** The OTP the demo outbox holds for a mobile. */
export async function otpFor(request: APIRequestContext, mobile: string): Promise<string> {
  const answer = await (await request.get(`/dev/otp?mobile=${mobile}`)).json();
  return answer.otp as string;
}

/** A fresh ten-digit mobile number for each run. */
export const freshMobile = () => `9${String(Date.now()).slice(-9)}`;

/** A 1×1 PNG: a payment screenshot. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
