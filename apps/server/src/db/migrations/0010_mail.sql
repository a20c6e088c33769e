-- Password resets: only the SHA-256 of a token is kept, hex encoded. A token works once
-- (used_at is set by the same statement that accepts it) and until expires_at.
create table password_reset_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id);
create index password_reset_tokens_expires_at_idx on password_reset_tokens (expires_at);

-- Requests for a reset are counted per address and per e-mail, with the sign-in limits' rows.
alter table auth_attempts drop constraint auth_attempts_scope_check;
alter table auth_attempts add constraint auth_attempts_scope_check
  check (scope in ('login-account', 'login-ip', 'register-ip', 'reset-account', 'reset-ip'));

-- Local mode's mail: what the outbox transport delivered, shown at /dev-mail. In the database
-- rather than in memory so that every server process sees every message.
create table mail_outbox (
  id bigint generated always as identity primary key,
  sent_at timestamptz not null,
  from_address text not null,
  to_address text not null,
  subject text not null,
  text_body text not null
);


-- Which plan notices went out: one per user, kind and end of the period it warns about, so a
-- notice is sent once however often (and in however many processes) the check runs.
create table mail_notices (
  user_id uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('trial-ending', 'renewal-due')),
  period_end timestamptz not null,
  sent_at timestamptz not null,
  primary key (user_id, kind, period_end)
);
