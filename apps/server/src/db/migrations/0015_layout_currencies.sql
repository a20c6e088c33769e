-- The currency a person gave a statement that named none (issue #16), kept per user and header
-- signature like reading_choices, so that the next export of that layout is read in it without
-- asking again. Deleting the account deletes them.
create table layout_currencies (
  user_id uuid not null references users (id) on delete cascade,
  header_signature text not null check (char_length(header_signature) between 1 and 1000),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  updated_at timestamptz not null,
  primary key (user_id, header_signature)
);
