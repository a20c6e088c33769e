-- The fee a payment service took within each row (PayPal's and Revolut's Fee column, issue #17),
-- already counted in the row's amount, so "How much did I pay in fees?" can add them up. Older
-- statements have none, as before.
alter table transaction_chunks
  add column fees_minor bigint[],
  add constraint transaction_chunks_fees_cardinality
    check (coalesce(cardinality(fees_minor) = cardinality(dates), true));

alter table transaction_chunks alter column fees_minor set storage external;

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
  item.fee_minor
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
  chunk.fees_minor
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
  ordinality
);
