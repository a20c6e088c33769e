-- Google Sheets access per user (issue #20): the refresh token from the drive.file consent,
-- sealed with AES-256-GCM under a key derived from FILE_ENCRYPTION_KEY; never stored in clear.
create table google_sheet_tokens (
  user_id uuid primary key references users (id) on delete cascade,
  refresh_token_sealed text not null,
  scope text not null,
  updated_at timestamptz not null
);

-- A connection under way: the state sent to Google, by its hash, for one user, used once.
create table google_sheet_oauth_states (
  state_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null
);

create index google_sheet_oauth_states_user_idx on google_sheet_oauth_states (user_id);

-- The development spreadsheet service (local mode only): spreadsheets as one document each, so
-- that several processes agree, and its OAuth grants by the hash of each code or token.
create table dev_spreadsheets (
  id text primary key,
  title text not null,
  version bigint not null default 1,
  sheets jsonb not null,
  created_at timestamptz not null
);

create table dev_spreadsheet_grants (
  token_hash text primary key,
  kind text not null check (kind in ('code', 'refresh', 'access')),
  -- An access token or a code dies with the refresh token it came from, or that it yields.
  family text not null,
  expires_at timestamptz,
  revoked_at timestamptz
);

create index dev_spreadsheet_grants_family_idx on dev_spreadsheet_grants (family);
