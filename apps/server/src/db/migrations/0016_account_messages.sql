-- The chat about all of a user's statements together (issue #17): a user's, not a document's,
-- so deleting a statement keeps it and deleting the account deletes it.
create table account_messages (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  message text not null,
  timestamp timestamptz not null,
  data jsonb
);

create index account_messages_user_timestamp_idx on account_messages (user_id, timestamp);
