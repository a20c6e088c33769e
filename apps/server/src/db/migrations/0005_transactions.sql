-- The transactions read from a document, in the statement's own order. Money is integer minor
-- units (bigint), never floating point.
create table transactions (
  document_id uuid not null references documents (id) on delete cascade,
  position integer not null,
  date date not null,
  description text not null,
  amount_minor bigint not null,
  balance_minor bigint,
  currency text,
  merchant text,
  category text,
  reference text,
  pending boolean not null default false,
  primary key (document_id, position)
);
