// The deposit and withdraw desks' list: a status, a search and an amount range, each a schema
// over console-fields.ts (docs/console-api.md, GET /deposits and GET /withdrawals).
import * as v from 'valibot';
import type { DeskListing } from '../services/funds/desk-filter.js';
import { Refusal } from '../services/platform/refusal.js';
import { absent } from '../../contract/requests/request-fields.js';
import { optionalText, parseConsole, rupees, type ConsoleFields } from './console-fields.js';
import { Listing } from './console-commands.js';

/** Rupees from ₹0.01, or null when left out: one end of an amount range. */
const optionalRupees = (label: string) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (absent(dataset.value)) return null;
      const parsed = v.safeParse(rupees(label), dataset.value);
      if (parsed.success) return parsed.output;
      addIssue({ message: parsed.issues[0].message });
      return NEVER;
    }),
  );

const DeskListingFields = v.object({
  ...Listing.entries,
  q: optionalText('Search', 60),
  min: optionalRupees('Minimum amount'),
  max: optionalRupees('Maximum amount'),
});

/** A desk's list query, or a Refusal naming the first rule it breaks. */
export function parseDeskListing(fields: ConsoleFields): DeskListing {
  const { status, q, min, max, page } = parseConsole(DeskListingFields, fields);
  if (min !== null && max !== null && min > max)
    throw new Refusal('Minimum amount must not be more than the maximum amount.');
  return { status, q, minPaise: min, maxPaise: max, page };
}
