-- Uploaded statements, one per file name per user; re-uploading a name replaces the file.
create table documents (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  file_name text not null,
  created_at timestamptz not null,
  size integer not null check (size >= 0),
  media_type text not null,
  sha256 text not null,
  storage_key text not null,
  summary jsonb not null default '{}'::jsonb,
  unique (user_id, file_name)
);

create index documents_user_created_idx on documents (user_id, created_at);
