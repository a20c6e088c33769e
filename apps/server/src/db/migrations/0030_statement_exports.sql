-- Statements sent to a spreadsheet (issue #21, item 4): which spreadsheet each send made or
-- appended to, and every row sent there by its stable id, so a second send appends only rows not
-- yet sent and a recategorisation can find the cells to change.
create table statement_exports (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  destination text not null check (destination in ('google')),
  kind text not null check (kind in ('single', 'all')),
  spreadsheet_id text not null,
  url text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index statement_exports_user on statement_exports (user_id);
-- One running "All transactions" spreadsheet per user and destination.
create unique index statement_exports_one_all on statement_exports (user_id, destination)
  where kind = 'all';

create table statement_export_rows (
  export_id uuid not null references statement_exports (id) on delete cascade,
  row_id text not null,
  -- Kept when the statement is deleted, so the same file uploaded again is not sent twice.
  document_id uuid references documents (id) on delete set null,
  position integer not null,
  -- The category the sheet holds, as last written there.
  category text not null,
  primary key (export_id, row_id)
);
create index statement_export_rows_document on statement_export_rows (document_id);
