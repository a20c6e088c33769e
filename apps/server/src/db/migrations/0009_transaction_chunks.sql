-- A document's transactions are written once per upload and always read whole, so they are kept
-- as chunks of up to 20,000 rows, one array per column, and the view `transactions` shows them as
-- the rows of DESIGN.md section 5. One row per transaction cost a foreign-key check and a
-- primary-key entry each: 4 s of database time for a 225,000-row statement on PGlite, against
-- about 0.4 s as uncompressed chunks (BENCHMARKS.md). A column empty for the whole chunk is NULL.
create table transaction_chunks (
  document_id uuid not null references documents (id) on delete cascade,
  -- The position of the chunk's first row; row k of the chunk is at first_position + k - 1.
  first_position integer not null check (first_position >= 0),
  dates date[] not null,
  descriptions text[] not null,
  amounts_minor bigint[] not null,
  balances_minor bigint[],
  -- The currency of every row that has none in `currencies`, which only a statement that mixes
  -- currencies has.
  currency text,
  currencies text[],
  merchants text[],
  categories text[],
  "references" text[],
  pendings boolean[],
  primary key (document_id, first_position),
  -- Every column has one element per row, and the columns every row needs have no NULLs.
  check (
    array_ndims(dates) = 1
    and cardinality(dates) between 1 and 20000
    and cardinality(descriptions) = cardinality(dates)
    and cardinality(amounts_minor) = cardinality(dates)
    and coalesce(cardinality(balances_minor) = cardinality(dates), true)
    and coalesce(cardinality(currencies) = cardinality(dates), true)
    and coalesce(cardinality(merchants) = cardinality(dates), true)
    and coalesce(cardinality(categories) = cardinality(dates), true)
    and coalesce(cardinality("references") = cardinality(dates), true)
    and coalesce(cardinality(pendings) = cardinality(dates), true)
    and array_position(dates, null) is null
    and array_position(descriptions, null) is null
    and array_position(amounts_minor, null) is null
  )
);

-- Compressing the arrays cost six times the time of writing them (0.4 s against 0.06 s for a
-- 225,000-row column on PGlite); statements are small on disk beside their files anyway.
alter table transaction_chunks
  alter column dates set storage external,
  alter column descriptions set storage external,
  alter column amounts_minor set storage external,
  alter column balances_minor set storage external,
  alter column currencies set storage external,
  alter column merchants set storage external,
  alter column categories set storage external,
  alter column "references" set storage external,
  alter column pendings set storage external;

-- Existing statements move over in chunks of the same size the server writes.
insert into transaction_chunks
select
  document_id,
  min(position),
  array_agg(date order by position),
  array_agg(description order by position),
  array_agg(amount_minor order by position),
  case when count(balance_minor) > 0 then array_agg(balance_minor order by position) end,
  null,
  case when count(currency) > 0 then array_agg(currency order by position) end,
  case when count(merchant) > 0 then array_agg(merchant order by position) end,
  case when count(category) > 0 then array_agg(category order by position) end,
  case when count(reference) > 0 then array_agg(reference order by position) end,
  case when bool_or(pending) then array_agg(pending order by position) end
from transactions
group by document_id, position / 20000;

drop table transactions;

create view transactions as
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
  coalesce(item.pending, false) as pending
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
  chunk.pendings
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
  ordinality
);
