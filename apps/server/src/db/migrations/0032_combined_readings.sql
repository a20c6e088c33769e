-- All of a user's statements read as one (issue #32): what the combined reading changes about
-- each statement's own rows, stored so the transactions sheet of all statements filters, sorts
-- and totals the very rows the all-statements chat and insights count. Only exceptions are kept:
-- a row another statement already holds (counted once, from there), and a row whose category
-- reads differently across statements (a move between the user's own accounts).
create table combined_readings (
  user_id uuid primary key references users (id) on delete cascade,
  -- What the reading was made from: every document's upload and corrections (statement-loader).
  version text not null,
  updated_at timestamptz not null
);

create table combined_rows (
  document_id uuid not null references documents (id) on delete cascade,
  position integer not null,
  -- Another statement holds this row too, and it is counted from there.
  shared boolean not null,
  -- The category the combined reading gives it, where that differs from its statement's own.
  category text,
  primary key (document_id, position)
);
