-- The first of two approvals of a withdrawal may be an owner's approval of the covered part (the
-- player owes the house): its reason is kept, and the second operator's approval (a cashier's
-- too) completes it as the covered payout. Before, both had to be owners' covered approvals, so
-- a book with one owner could never complete one.
alter table withdrawals add column first_covered_reason text;
