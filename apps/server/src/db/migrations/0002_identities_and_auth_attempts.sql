-- Sign-in identities from outside providers, keyed by the provider's subject, never by e-mail.
create table identities (
  provider text not null,
  subject text not null,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);

create index identities_user_id_idx on identities (user_id);

-- Failed sign-ins and registrations, counted per account and per client address over a window.
-- Kept in the database so the limits hold across restarts and across server processes.
create table auth_attempts (
  scope text not null check (scope in ('login-account', 'login-ip', 'register-ip')),
  key_hash text not null,
  attempted_at timestamptz not null
);

create index auth_attempts_lookup_idx on auth_attempts (scope, key_hash, attempted_at);
