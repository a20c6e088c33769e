-- Accounts and their sign-in sessions.
create table users (
  id uuid primary key,
  name text not null default '',
  email text not null,
  password_hash text,
  plan_type text not null default 'Trial' check (plan_type in ('Trial', 'Starter', 'Pro')),
  created_at timestamptz not null default now(),
  plan_start_date timestamptz,
  plan_end_date timestamptz
);

-- E-mail addresses are unique ignoring case; Google users may have none yet (empty string).
create unique index users_email_ci_key on users (lower(email)) where email <> '';

-- Only the SHA-256 of a session token is kept, hex encoded.
create table sessions (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  login_at timestamptz not null,
  expires_at timestamptz not null
);

create index sessions_user_id_idx on sessions (user_id);
create index sessions_expires_at_idx on sessions (expires_at);
