import { token, type BetPlacement, type BidSlip, type SlipPlace } from 'matka-core/player';

/** A board's slip (restored from its draft) and its placement: the composition root makes them. */
export type SlipFactory = (place: SlipPlace) => { slip: BidSlip; placement: BetPlacement };
export const SlipFactory = token<SlipFactory>('ui:SlipFactory');
