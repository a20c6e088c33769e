-- The dashboard's Google Sheets panel: whether the user connected an account, and their sheets.
create table sheet_connections (
  user_id uuid primary key references users (id) on delete cascade,
  connected_at timestamptz not null
);

create table sheets (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  -- 'New Sheet N': N counts every sheet the user ever added, so names never repeat.
  seq integer not null,
  name text not null,
  url text not null,
  status text not null default 'pending' check (status in ('pending', 'synced', 'error')),
  last_sync_at timestamptz,
  rows integer not null default 0 check (rows >= 0),
  created_at timestamptz not null,
  unique (user_id, seq)
);

create index sheets_user_created_idx on sheets (user_id, created_at);
