-- Issue #18: the transactions sheet, and the user's corrections of it.
--
-- What the assistant read into each row (its merchant and category) is kept beside the row, so
-- the sheet can filter and sort by them in the database. They are worked out from the whole
-- statement (a regular credit is income), written once per document and again when the reading
-- rules change (`readings_version`, compared with the server's own).
alter table transaction_chunks
  add column read_categories text[],
  add constraint transaction_chunks_read_categories_cardinality
    check (coalesce(cardinality(read_categories) = cardinality(dates), true));

alter table transaction_chunks alter column read_categories set storage external;

alter table documents add column readings_version integer;

create or replace view transactions as
select
  chunk.document_id,
  chunk.first_position + item.ordinality::integer - 1 as position,
  item.date,
  item.description,
  item.amount_minor,
  item.balance_minor,
  coalesce(item.currency, chunk.currency) as currency,
  item.merchant,
  item.category,
  item.reference,
  coalesce(item.pending, false) as pending,
  item.type,
  item.fee_minor,
  item.read_category
from transaction_chunks chunk
cross join lateral unnest(
  chunk.dates,
  chunk.descriptions,
  chunk.amounts_minor,
  chunk.balances_minor,
  chunk.currencies,
  chunk.merchants,
  chunk.categories,
  chunk."references",
  chunk.pendings,
  chunk.types,
  chunk.fees_minor,
  chunk.read_categories
) with ordinality as item (
  date,
  description,
  amount_minor,
  balance_minor,
  currency,
  merchant,
  category,
  reference,
  pending,
  type,
  fee_minor,
  read_category,
  ordinality
);

-- A user's correction of one row. The row itself is never changed: removing the correction
-- brings back what was read.
create table transaction_corrections (
  document_id uuid not null references documents (id) on delete cascade,
  position integer not null check (position >= 0),
  merchant text check (char_length(merchant) between 1 and 80),
  category text check (char_length(category) between 1 and 40),
  updated_at timestamptz not null default now(),
  primary key (document_id, position),
  check (merchant is not null or category is not null)
);

-- "Always treat FLIPKART as Gifts": a user's rule for every row, in every statement present and
-- future, whose merchant was read as `merchant_key` (lower case).
create table merchant_rules (
  user_id uuid not null references users (id) on delete cascade,
  merchant_key text not null check (char_length(merchant_key) between 1 and 200),
  merchant text check (char_length(merchant) between 1 and 80),
  category text check (char_length(category) between 1 and 40),
  updated_at timestamptz not null default now(),
  primary key (user_id, merchant_key),
  check (merchant is not null or category is not null)
);
