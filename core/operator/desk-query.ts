import { MAX_AMOUNT_PAISE, positiveAmount } from '../funds/amount-input.js';
import type { DeskFilters, DeskQuery } from '../ports/desk-gateway.js';
import { operatorText } from './operator-messages.js';
import { badInput, done, type OperatorOutcome } from './operator-outcome.js';
import { amountTooLarge } from './operator-input.js';

/**
 * A desk's filters as typed, read into the query the server gets: the search trimmed (a
 * mobile typed with spaces or dashes, '98765 43210', without them), each end of the amount
 * range rupees from ₹0.01 or empty, the minimum not above the maximum. A broken rule names
 * its field ('min' or 'max') and nothing is sent.
 */
export function deskQuery(filters: DeskFilters, page: number): OperatorOutcome<DeskQuery> {
  const min = rupeesOrEmpty(filters.min, 'min', 'The minimum amount');
  if (!min.ok) return min;
  const max = rupeesOrEmpty(filters.max, 'max', 'The maximum amount');
  if (!max.ok) return max;
  if (min.value !== undefined && max.value !== undefined && min.value > max.value)
    return badInput(operatorText('minAboveMax'), 'min');
  const trimmed = (filters.search ?? '').trim();
  const search = /^[\d\s-]+$/.test(trimmed) ? trimmed.replace(/[\s-]/g, '') : trimmed;
  return done({
    page,
    ...(filters.status ? { status: filters.status } : {}),
    ...(search ? { search } : {}),
    ...(min.value !== undefined ? { minPaise: min.value } : {}),
    ...(max.value !== undefined ? { maxPaise: max.value } : {}),
    ...(filters.order ? { order: filters.order } : {}),
  });
}

function rupeesOrEmpty(typed: string | undefined, field: string, label: string): OperatorOutcome<number | undefined> {
  const trimmed = (typed ?? '').trim();
  if (trimmed === '') return done(undefined);
  const paise = positiveAmount(trimmed);
  if (paise === undefined) return badInput(operatorText('enterRupeesOrEmpty', { label }), field);
  return paise > MAX_AMOUNT_PAISE ? badInput(amountTooLarge(label), field) : done(paise);
}
