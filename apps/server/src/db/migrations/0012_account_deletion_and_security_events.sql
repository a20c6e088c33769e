-- Security events: what Settings lists under "Sign-in activity". Append-only: the app inserts
-- rows and never changes or removes them; only deleting the account removes its events (cascade).
-- The client is kept coarsely: its network (an IPv4 /24 or an IPv6 /48) and the browser and
-- system its user agent names, never the full address or user-agent string.
create table security_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in (
    'sign-up', 'google-sign-up', 'sign-in', 'google-sign-in', 'sign-in-failed',
    'password-changed', 'password-reset', 'email-changed', 'other-sessions-ended'
  )),
  created_at timestamptz not null,
  network text not null check (char_length(network) <= 64),
  device text not null check (char_length(device) <= 64)
);

create index security_events_user_created_idx on security_events (user_id, created_at, id);

-- A foreign key's cascade deletes from inside its own trigger, so a delete one trigger deep is the
-- account's deletion; any other update or delete is refused.
create function security_events_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
    return old;
  end if;
  raise exception 'security_events is append-only';
end;
$$;

create trigger security_events_append_only
  before update or delete on security_events
  for each row execute function security_events_append_only();

create trigger security_events_no_truncate
  before truncate on security_events
  for each statement execute function security_events_append_only();

-- Deleting an account keeps its orders and payments for the accounts (tax and accounting law),
-- with nothing that names the person: the link to the user becomes NULL, and a payment's copy of
-- the e-mail and name is cleared by the same update, so no code path can forget to clear it.
alter table orders alter column user_id drop not null;
alter table orders drop constraint orders_user_id_fkey;
alter table orders add constraint orders_user_id_fkey
  foreign key (user_id) references users (id) on delete set null;

alter table payments
  alter column user_id drop not null,
  alter column user_email drop not null,
  alter column user_name drop not null;
alter table payments drop constraint payments_user_id_fkey;
alter table payments add constraint payments_user_id_fkey
  foreign key (user_id) references users (id) on delete set null;

create index payments_user_id_idx on payments (user_id);

create function payments_forget_person() returns trigger language plpgsql as $$
begin
  new.user_email := null;
  new.user_name := null;
  return new;
end;
$$;

create trigger payments_forget_person
  before insert or update of user_id on payments
  for each row when (new.user_id is null) execute function payments_forget_person();

-- A payment that names a person belongs to an account.
alter table payments add constraint payments_personal_data_check
  check (user_id is not null or (user_email is null and user_name is null));
