-- A deposit approval that moves more than the two-person threshold (alone, or with what the
-- same operator credited the player alone over the last day) is the first of two: it is kept
-- here, the deposit stays pending, and a second operator's approval credits it.
alter table deposits
  add column first_approved_by text,
  add column first_approved_by_id bigint,
  add column first_approved_at timestamptz;
