import { describe, expect, it } from 'vitest';
import { acceptsBid, boardClosedReason, BOARDS, englishText, type BoardId } from '../../../core/index.js';

const ids = Object.keys(BOARDS) as BoardId[];
// A main market after its open result: declared open, the clock before the close.
const afterOpen = { openMinutes: 600, closeMinutes: 720, openDeclared: true, closeDeclared: false };

describe('boards that can no longer win a bid', () => {
  it('before the open result every board is offered', () => {
    for (const id of ids) expect(boardClosedReason(id, '1'), id).toBeUndefined();
  });

  it.each(ids)('after it, %s is closed exactly when none of its games takes a bid any more', (id) => {
    const stillTakes = BOARDS[id].accepts.some((game) => acceptsBid(afterOpen, game, 'CLOSE', 610));
    const reason = boardClosedReason(id, '0');
    expect(reason === undefined).toBe(stillTakes);
    if (reason) expect(englishText(reason)).toMatch(/^Closed for today: .+\.$/);
  });
});
