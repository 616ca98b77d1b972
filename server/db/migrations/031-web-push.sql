-- Web Push: a player's devices that opted in, and one row per event and
-- device, so however many server processes send, each device hears of an event once.

-- The VAPID key pair the push services know this server by, when the settings give none:
-- made by the first process that needs it and kept, so every process signs with the same one.
create table push_vapid_keys (
  id int primary key check (id = 1),
  public_key text not null,
  private_key text not null
);

-- A device that opted in: the push service's endpoint and the keys its messages are
-- encrypted to; `texts`, the notification words in the player's language as the app sent them;
-- `token_hash`, the session it was sent from: when that session ends (logout, a password
-- change, a block), the device hears no more of this player.
create table push_subscriptions (
  id bigserial primary key,
  user_id bigint not null references users (id),
  token_hash text not null,
  endpoint text not null unique,
  p256dh text not null,
  auth text not null,
  texts jsonb not null,
  created_at timestamptz not null default now()
);
create index push_subscriptions_user on push_subscriptions (user_id);
create index push_subscriptions_token on push_subscriptions (token_hash);

-- One push of one event to one device. The triggers below write it in the transaction of the
-- change it tells of; a sender claims rows (for update skip locked) and stamps them sent, and
-- the unique key keeps an event that fires twice (a result saved again) to one push a device.
create table push_outbox (
  id bigserial primary key,
  event_key text not null,
  subscription_id bigint not null references push_subscriptions (id) on delete cascade,
  user_id bigint not null,
  kind text not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  unique (event_key, subscription_id)
);
create index push_outbox_waiting on push_outbox (id) where sent_at is null;

-- (One line each: the migration runner splits statements at a line's last semicolon.)
-- A result declared or corrected: to each device of every player with a bet on that market's day.
create function push_results() returns trigger language plpgsql as $$ begin if new.open_pana is null then return null; end if; insert into push_outbox (event_key, subscription_id, user_id, kind, data) select 'result:' || new.market || ':' || new.day || ':' || new.timing || ':' || new.open_pana || ':' || coalesce(new.close_pana, ''), s.id, s.user_id, 'result', json_build_object('market', new.market, 'timing', new.timing, 'open_pana', new.open_pana, 'close_pana', new.close_pana) from push_subscriptions s where s.user_id in (select distinct b.user_id from bets b where b.market = new.market and b.day = new.day and b.timing = new.timing) on conflict do nothing; perform pg_notify('push', ''); return null; end $$;
create trigger results_push after insert or update on results for each row execute function push_results();

-- A win: one push per winning bid, with its market.
create function push_wins() returns trigger language plpgsql as $$ begin insert into push_outbox (event_key, subscription_id, user_id, kind, data) select 'ledger:' || w.id, s.id, s.user_id, 'win', json_build_object('amount', w.amount + w.bonus_amount, 'market', coalesce(b.market, '')) from moved w join push_subscriptions s on s.user_id = w.user_id left join bets b on b.id = w.bet_id where w.kind = 'win' on conflict do nothing; if found then perform pg_notify('push', ''); end if; return null; end $$;
create trigger ledger_push after insert on ledger referencing new table as moved for each statement execute function push_wins();

-- A deposit or a withdrawal decided (Completed or Rejected).
create function push_funds() returns trigger language plpgsql as $$ begin if new.status = 'Pending' or old.status = new.status then return null; end if; insert into push_outbox (event_key, subscription_id, user_id, kind, data) select tg_table_name || ':' || new.id || ':' || new.status, s.id, s.user_id, tg_table_name, json_build_object('amount', new.amount, 'status', new.status) from push_subscriptions s where s.user_id = new.user_id on conflict do nothing; perform pg_notify('push', ''); return null; end $$;
create trigger deposits_push after update of status on deposits for each row execute function push_funds();
create trigger withdrawals_push after update of status on withdrawals for each row execute function push_funds();

-- A session revoked (logout, a password change, a block): the devices it opted in are dropped.
create function push_session_ended() returns trigger language plpgsql as $$ begin delete from push_subscriptions where token_hash = new.token_hash; return null; end $$;
create trigger api_tokens_push after update of revoked on api_tokens for each row when (new.revoked and not old.revoked) execute function push_session_ended();
