/** Where OTPs go: a real deployment plugs in its SMS gateway here. */
export interface SmsSender {
  sendOtp(mobile: string, code: string): Promise<void>;
}

/** A mobile fit for a log line: 9876543210 → 98XXXXXX10. */
export const maskMobile = (mobile: string) =>
  mobile.length > 4 ? `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 4)}${mobile.slice(-2)}` : 'XXXX';

/**
 * The default sender: sends nothing. In demo mode it logs each code and keeps the latest
 * code per mobile, which GET /dev/otp serves (and only then). Outside demo mode a code
 * never reaches the log, which others may read: only a masked line that one was made.
 */
export class ConsoleSmsSender implements SmsSender {
  private readonly outbox = new Map<string, string>();

  constructor(
    private readonly demo: boolean,
    private readonly log: (line: string) => void = console.log,
  ) {}

  async sendOtp(mobile: string, code: string): Promise<void> {
    if (!this.demo) return this.log(`[sms] OTP made for ${maskMobile(mobile)} (not sent: SMS_SENDER is console)`);
    this.log(`[sms] OTP for ${mobile}: ${code}`);
    this.outbox.set(mobile, code);
  }

  latest(mobile: string): string | undefined {
    return this.demo ? this.outbox.get(mobile) : undefined;
  }
}
