-- A person's reading of a statement layout the reader was unsure of (issue #16): which column is
-- what, the date order and the sign, kept per user and header signature (the file's normalised
-- header words, or for a file with no header its width and column kinds) so that the next export
-- of that layout is read the same way without asking. Deleting the account deletes them.
create table reading_choices (
  user_id uuid not null references users (id) on delete cascade,
  header_signature text not null check (char_length(header_signature) between 1 and 1000),
  choice jsonb not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  primary key (user_id, header_signature)
);
