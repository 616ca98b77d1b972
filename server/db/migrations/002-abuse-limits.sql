-- Abuse limits kept in the database, so they hold across every server process.

-- Growing delays after failed tries (logins), per key ('login:mobile:…', 'login:address:…').
-- hits: tries since the key was last quiet; next_at: the earliest moment of the next try.
create table backoffs (
  key text primary key,
  hits int not null,
  last_at timestamptz not null,
  next_at timestamptz not null
);

-- Counted quotas over fixed windows (OTP sends per mobile a day, per address an hour, in all a minute).
create table quotas (
  key text primary key,
  window_start timestamptz not null,
  used int not null
);

create index api_tokens_user on api_tokens (user_id, expires_at);
