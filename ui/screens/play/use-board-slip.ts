import { useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { BetPlacement, BettingGateway, BidSlip, BOARDS, IdSource, Navigator, Notifier, SecureStorage, type BoardEntry } from '../../../core/index.js';
import { SessionPolicyToken, WalletStoreToken } from '../../app/container.js';
import { useService } from '../../hooks/container-context.js';

/** The slip of the board the player opened (restored from its draft), its placement, entries and totals. */
export function useBoardSlip(entry: BoardEntry) {
  const ports = {
    storage: useService(SecureStorage),
    notifier: useService(Notifier),
    ids: useService(IdSource),
    betting: useService(BettingGateway),
    policy: useService(SessionPolicyToken),
    wallet: useService(WalletStoreToken),
    navigator: useService(Navigator),
  };
  const [{ slip, placement }] = useState(() => {
    const place = { market: entry.market, isOpen: entry.is_open, timing: entry.timing, boardId: entry.board, board: BOARDS[entry.board] };
    const made = new BidSlip(place, ports.storage, ports.notifier, ports.ids);
    return { slip: made, placement: new BetPlacement(made, ports.betting, ports.policy, ports.wallet, ports.notifier, ports.navigator) };
  });
  const entries = useObservableState(slip.entries$, slip.entries);
  const totals = useObservableState(slip.totals$, slip.totals);
  const busy = useObservableState(placement.busy$, false);
  return { slip, placement, entries, totals, busy };
}

export type BoardSlipState = ReturnType<typeof useBoardSlip>;
