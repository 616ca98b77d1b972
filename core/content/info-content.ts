import type { ContentGateway, InfoPage, PlayerNotification } from '../ports/content-gateway.js';
import { success, type Outcome } from '../outcome/outcome.js';
import type { SessionPolicy } from '../session/session-policy.js';

/**
 * Game rules (/gameRules), videos (/videos) and notifications (/notifications). The rules
 * and videos arrive as server HTML: the UI must sanitise it before showing it.
 */
export class InfoContent {
  constructor(
    private readonly content: ContentGateway,
    private readonly policy: SessionPolicy,
  ) {}

  async page(which: InfoPage): Promise<Outcome<{ html: string }>> {
    const answer = await this.policy.run(() => this.content.page(which));
    return answer.ok ? success({ html: answer.value }) : answer;
  }

  async notifications(): Promise<Outcome<PlayerNotification[]>> {
    return this.policy.run(() => this.content.notifications());
  }
}
