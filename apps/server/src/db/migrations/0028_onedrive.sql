-- OneDrive and Excel for the web as a pair's Excel side (issue #21). Microsoft access per user:
-- the refresh token from the Files.ReadWrite consent, sealed with AES-256-GCM under a key derived
-- from FILE_ENCRYPTION_KEY, and the account it belongs to; never stored in clear.
create table microsoft_tokens (
  user_id uuid primary key references users (id) on delete cascade,
  refresh_token_sealed text not null,
  scope text not null,
  account text not null,
  updated_at timestamptz not null
);

-- A connection under way, as google_sheet_oauth_states: the state's hash, one user, used once.
-- PKCE's verifier is derived from the state with a server key, so it is never stored.
create table microsoft_oauth_states (
  state_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null
);

create index microsoft_oauth_states_user_idx on microsoft_oauth_states (user_id);

-- A pair's Excel side: the uploaded workbook (as before), or a OneDrive item of the user's.
alter table sheets
  add column excel_source text not null default 'upload' check (excel_source in ('upload', 'onedrive')),
  add column onedrive_item_id text,
  add column onedrive_item_name text,
  add column onedrive_web_url text;

-- The development Microsoft service (local mode only): drive items as .xlsx bytes, per account,
-- and its OAuth grants by the hash of each code or token (codes keep their PKCE challenge).
create table dev_drive_items (
  id text primary key,
  account text not null,
  name text not null,
  content bytea not null,
  version integer not null default 1,
  updated_at timestamptz not null
);

create index dev_drive_items_account_idx on dev_drive_items (account);

create table dev_microsoft_grants (
  token_hash text primary key,
  kind text not null check (kind in ('code', 'refresh', 'access')),
  family text not null,
  account text not null,
  code_challenge text,
  redirect_uri text,
  expires_at timestamptz,
  revoked_at timestamptz
);

create index dev_microsoft_grants_family_idx on dev_microsoft_grants (family);
