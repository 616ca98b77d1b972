/** Where OTPs go: a real deployment plugs in its SMS gateway here. */
export interface SmsSender {
  sendOtp(mobile: string, code: string): Promise<void>;
}

/**
 * The default sender: logs each code. In demo mode it also keeps the latest code per
 * mobile, which GET /dev/otp serves (and only then).
 */
export class ConsoleSmsSender implements SmsSender {
  private readonly outbox = new Map<string, string>();

  constructor(
    private readonly keepOutbox: boolean,
    private readonly log: (line: string) => void = console.log,
  ) {}

  async sendOtp(mobile: string, code: string): Promise<void> {
    this.log(`[sms] OTP for ${mobile}: ${code}`);
    if (this.keepOutbox) this.outbox.set(mobile, code);
  }

  latest(mobile: string): string | undefined {
    return this.keepOutbox ? this.outbox.get(mobile) : undefined;
  }
}
