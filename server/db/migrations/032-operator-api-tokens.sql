-- Bearer tokens of named operators. A call with one acts as its operator, with that operator's
-- role, in the audit trail and in two-person control; the shared OPERATOR_TOKEN is no one's and
-- takes no part in a two-person step. Only a token's hash is kept: it is shown once, at creation.
create table operator_api_tokens (
  id bigserial primary key,
  operator_id bigint not null references operators (id),
  label text not null,
  token_hash text not null unique,
  created_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by text,
  last_used_at timestamptz
);
create index operator_api_tokens_of_operator on operator_api_tokens (operator_id);
