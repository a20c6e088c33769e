-- Notifications of sync events (issue #21): in the app (the bell) and by e-mail, each as the
-- user's settings allow. A run tells of each kind once: the unique keys below make a second call
-- for the same run and kind, from this process or another, a no-op.
create table notifications (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('run-failed', 'conflicts-waiting', 'pair-paused')),
  pair_id uuid not null references sheets (id) on delete cascade,
  run_id uuid not null references sync_runs (id) on delete cascade,
  title text not null,
  body text not null,
  link text not null,
  created_at timestamptz not null,
  read_at timestamptz
);

create unique index notifications_run_kind_idx on notifications (run_id, kind);
create index notifications_user_created_idx on notifications (user_id, created_at desc, id);
create index notifications_user_unread_idx on notifications (user_id) where read_at is null;

-- The e-mail's claim, taken before it is sent and given back if sending fails. Apart from the
-- notifications, as a user may take one channel and not the other.
create table notification_emails (
  run_id uuid not null references sync_runs (id) on delete cascade,
  kind text not null check (kind in ('run-failed', 'conflicts-waiting', 'pair-paused')),
  sent_at timestamptz not null,
  primary key (run_id, kind)
);

-- A user's choices, once they make any; until then the defaults in contracts apply.
create table notification_settings (
  user_id uuid primary key references users (id) on delete cascade,
  in_app_run_failed boolean not null,
  in_app_conflicts_waiting boolean not null,
  in_app_pair_paused boolean not null,
  email_run_failed boolean not null,
  email_conflicts_waiting boolean not null,
  email_pair_paused boolean not null
);
