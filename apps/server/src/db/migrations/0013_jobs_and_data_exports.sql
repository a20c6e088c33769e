-- The job queue: work done outside a request (data exports now, sync runs later), by whichever
-- server process claims it first. A claim takes the row with FOR UPDATE SKIP LOCKED and leases it
-- until locked_until, so two processes never run one job, and a job whose process died is taken
-- again when its lease runs out. A finished job's row is deleted; one that failed every attempt
-- keeps its row, with failed_at and its last error, for an operator to read.
create table jobs (
  id bigint generated always as identity primary key,
  kind text not null check (char_length(kind) between 1 and 64),
  payload jsonb not null,
  run_at timestamptz not null,
  attempts integer not null default 0 check (attempts >= 0),
  locked_until timestamptz,
  last_error text check (char_length(last_error) <= 500),
  failed_at timestamptz,
  created_at timestamptz not null
);

create index jobs_due_idx on jobs (run_at, id) where failed_at is null;

-- Data exports prepared in the background: the zip is kept in the file store (encrypted like the
-- statements) until expires_at, then removed. A user has at most one export queued or being
-- prepared at a time; the partial unique index makes a second request find the first instead of
-- racing it.
create table data_exports (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  status text not null check (status in ('queued', 'preparing', 'ready', 'failed', 'expired')),
  storage_key text check (char_length(storage_key) <= 200),
  size bigint check (size >= 0),
  requested_at timestamptz not null,
  ready_at timestamptz,
  expires_at timestamptz
);

create index data_exports_user_requested_idx on data_exports (user_id, requested_at desc, id);
create unique index data_exports_one_pending_idx on data_exports (user_id)
  where status in ('queued', 'preparing');
