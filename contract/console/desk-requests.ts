// The deposit and withdraw desks' list query (docs/console-api.md, GET /deposits and GET
// /withdrawals): a status, a search and an amount range, each a field of request-fields.ts.
import * as v from 'valibot';
import { absent, sent } from '../requests/request-fields.js';
import { optionalText, rupees } from './request-fields.js';
import { Listing } from './console-requests.js';

/** Rupees from ₹0.01, or null when left out: one end of an amount range. */
const optionalRupees = (label: string) =>
  v.pipe(
    sent<string | number | undefined>(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (absent(dataset.value)) return null;
      const parsed = v.safeParse(rupees(label), dataset.value);
      if (parsed.success) return parsed.output;
      addIssue({ message: parsed.issues[0].message });
      return NEVER;
    }),
  );

/** The pending requests' order: oldest first (the player who paid first is served first), unless newest is asked. */
const order = v.pipe(
  sent<'oldest' | 'newest' | undefined>(),
  v.check((value) => absent(value) || value === 'oldest' || value === 'newest', 'order must be oldest or newest.'),
  v.transform((value): 'oldest' | 'newest' => (value === 'newest' ? 'newest' : 'oldest')),
);

export const DeskListingFields = v.object({
  ...Listing.entries,
  q: optionalText('Search', 60),
  min: optionalRupees('Minimum amount'),
  max: optionalRupees('Maximum amount'),
  order,
});
