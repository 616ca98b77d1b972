import type { AccountsGateway } from '../ports/accounts-gateway.js';
import type { Notifier } from '../ports/notifier.js';
import type { SecureStorage } from '../ports/secure-storage.js';
import { invalid, success, type Outcome } from '../outcome/outcome.js';
import { text } from '../messages/text.js';
import { successNotice } from '../notices/notice.js';
import { reportFailure } from '../notices/report-failure.js';
import type { SessionPolicy } from '../session/session-policy.js';
import { SingleFlight } from '../single-flight/single-flight.js';
import { STORAGE_KEYS } from '../session/storage-keys.js';

/**
 * Change password (/profile). Unlike the app this one replaces, a confirmation that does not match
 * stops the change (docs/deliberate-differences.md).
 */
export class ChangePassword {
  private readonly flight = new SingleFlight<Outcome<void>>();
  readonly busy$ = this.flight.busy$;

  constructor(
    private readonly accounts: AccountsGateway,
    private readonly policy: SessionPolicy,
    private readonly storage: SecureStorage,
    private readonly notifier: Notifier,
  ) {}

  run(form: { current: string; password: string; confirm: string }): Promise<Outcome<void>> {
    return this.flight.run(async () => {
      if (form.password === '') return reportFailure(this.notifier, invalid(text('enterValidPassword'), 'password'));
      if (form.confirm !== form.password)
        return reportFailure(this.notifier, invalid(text('confirmPasswordMismatch'), 'confirm'));
      const mobile = this.storage.get<string>(STORAGE_KEYS.mobile, '') ?? '';
      const answer = await this.policy.run(() =>
        this.accounts.updatePassword({ mobile, currentPassword: form.current, password: form.password }),
      );
      if (!answer.ok) return answer;
      this.notifier.notify(successNotice(text('passwordUpdatedSuccessfully')));
      return success(undefined);
    });
  }
}
