-- Who gave the money of a bonus or an adjustment: the operator who gave it and, when it took
-- two operators, the one who approved it. Rows written before this say nobody (null).
alter table ledger
  add column given_by text,
  add column approved_by text;
