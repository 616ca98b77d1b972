-- Where a withdrawal goes is fixed when it is asked for: the player's bank account then. An
-- approver checks that account, the payout goes to it whatever the player saves later, and a
-- completed row keeps where the money went. Withdrawals asked before this migration take the
-- account on file now (the best record there is).
alter table withdrawals
  add column bank_acno text,
  add column bank_name text,
  add column bank_ifsc text;

update withdrawals w set bank_acno = b.acno, bank_name = b.name, bank_ifsc = b.ifsc
from bank_details b where b.user_id = w.user_id;
