// The deposit and withdraw desks' list query parsed into what the desks take; the range's two
// ends are checked together here, after each field's own rule.
import type { DeskListing } from '../services/funds/desk-filter.js';
import { Refusal } from '../services/platform/refusal.js';
import { DeskListingFields } from '../../contract/console/desk-requests.js';
import { parseConsole, type ConsoleFields } from './parse-console.js';

/** A desk's list query, or a Refusal naming the first rule it breaks. */
export function parseDeskListing(fields: ConsoleFields): DeskListing {
  const { status, q, min, max, page, order } = parseConsole(DeskListingFields, fields);
  if (min !== null && max !== null && min > max)
    throw new Refusal('Minimum amount must not be more than the maximum amount.');
  return { status, q, minPaise: min, maxPaise: max, page, order };
}
