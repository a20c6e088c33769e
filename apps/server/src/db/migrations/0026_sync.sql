-- Two-way sync (issue #20): each sheet in the panel is a pair with an Excel workbook. The base
-- snapshot, the workbook and each run's record live in the (encrypted) file store; the database
-- keeps what is listed and counted, and what several processes must agree on.
alter table sheets
  add column policy text not null default 'manual'
    check (policy in ('google-preferred', 'excel-preferred', 'manual')),
  add column column_policies jsonb not null default '{}',
  add column identity_kind text not null default 'row-id' check (identity_kind in ('row-id', 'key')),
  add column key_header text,
  add column linked_at timestamptz,
  add column headers jsonb not null default '[]',
  add column workbook_name text,
  add column workbook_sheet text,
  add column workbook_sheets jsonb not null default '[]',
  add column workbook_bytes integer,
  add column workbook_updated_at timestamptz,
  -- The hash of every workbook a run has merged, so re-sending one of them is no newer version.
  add column workbook_merged_hashes jsonb not null default '[]',
  add column workbook_waiting boolean not null default false,
  -- The last failed run's words, shown on the panel's error row.
  add column last_error text;

create table sync_runs (
  id uuid primary key,
  pair_id uuid not null references sheets (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('sync', 'rollback')),
  status text not null,
  phase text not null,
  rollback_of uuid references sync_runs (id) on delete set null,
  started_at timestamptz not null,
  finished_at timestamptz,
  cells_google integer not null default 0,
  cells_excel integer not null default 0,
  rows_added_google integer not null default 0,
  rows_added_excel integer not null default 0,
  rows_deleted_google integer not null default 0,
  rows_deleted_excel integer not null default 0,
  conflicts integer not null default 0,
  resolved integer not null default 0,
  range_google text,
  range_excel text,
  error text,
  -- Parked runs are tried again; after a few tries the run fails.
  attempts integer not null default 0,
  -- A record to roll the run back from is in the file store.
  has_record boolean not null default false
);

-- One run per pair at a time, across every server process.
create unique index sync_runs_one_active_idx on sync_runs (pair_id)
  where status in ('queued', 'running');
create index sync_runs_user_started_idx on sync_runs (user_id, started_at desc);
create index sync_runs_pair_started_idx on sync_runs (pair_id, started_at desc);

create table sync_conflicts (
  id uuid primary key,
  pair_id uuid not null references sheets (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  run_id uuid not null references sync_runs (id) on delete cascade,
  position integer not null,
  kind text not null,
  row_id text,
  column_id text,
  row_label text,
  column_label text,
  base jsonb,
  google jsonb,
  excel jsonb,
  deleted_on text,
  decision_choice text,
  decision_value jsonb
);

create index sync_conflicts_pair_idx on sync_conflicts (pair_id, position);

-- What the next run writes on the user's word: conflicts settled, cleaner changes accepted.
create table sync_decisions (
  id uuid primary key,
  pair_id uuid not null references sheets (id) on delete cascade,
  decision jsonb not null,
  -- A cleaner proposal's id, so an accepted one is not proposed again.
  source text not null,
  created_at timestamptz not null,
  unique (pair_id, source)
);
