-- The bank's own kind of each row (`DD`, `SO`, `Card payment`, issue #17), so the assistant can
-- answer "What direct debits do I have?" from the statement's own codes. Older statements have
-- none, as before.
alter table transaction_chunks
  add column types text[],
  add constraint transaction_chunks_types_cardinality
    check (coalesce(cardinality(types) = cardinality(dates), true));

alter table transaction_chunks alter column types set storage external;

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
  item.type
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
  chunk.types
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
  ordinality
);
