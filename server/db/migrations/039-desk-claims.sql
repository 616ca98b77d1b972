-- A cashier's claim on a pending deposit or withdrawal they opened for review: while it
-- stands (until claimed_until, renewed while the review stays open) the other cashiers' reviews
-- pass it by and their decisions on it are refused. One row per request: of two cashiers
-- claiming at once, the primary key lets one in. A decision or the review's close ends it.
create table desk_claims (
  desk text not null check (desk in ('deposit', 'withdrawal')),
  request_id bigint not null,
  claimed_by text not null,
  claimed_until timestamptz not null,
  primary key (desk, request_id)
);
-- The desks hear of a claim made or ended (a renewal is neither): their queues mark it.
create function notify_claims() returns trigger language plpgsql as $$
begin
  perform pg_notify('funds', json_build_object('kind', 'claims', 'desk', coalesce(new.desk, old.desk))::text);
  return null;
end $$;
create trigger desk_claims_notify after insert or delete on desk_claims for each row execute function notify_claims();
