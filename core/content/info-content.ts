import type { ContentGateway, NotificationRecord } from '../ports/content-gateway.js';
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

  async page(which: 'game_rules' | 'videos'): Promise<Outcome<{ html: string }>> {
    const answer = await this.policy.run(() => this.content.content({ onlyContent: which }));
    return answer.ok ? success({ html: typeof answer.value.content === 'string' ? answer.value.content : '' }) : answer;
  }

  async notifications(): Promise<Outcome<NotificationRecord[]>> {
    const answer = await this.policy.run(() => this.content.notifications());
    return answer.ok ? success(answer.value.data ?? []) : answer;
  }
}
