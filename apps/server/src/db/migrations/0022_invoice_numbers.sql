-- Receipts (issue #19): every payment gets an invoice number from a gap-free sequence per calendar
-- year (UTC), SW-2026-000001 onwards. The counter row is taken in the transaction that records the
-- payment, so a payment that rolls back never uses a number, and payments take numbers in turn.
create table invoice_counters (
  year integer primary key,
  last_number integer not null check (last_number > 0)
);

alter table payments add column invoice_number text;

-- Payments made before this migration are numbered in the order they were paid.
with numbered as (
  select
    razorpay_payment_id,
    extract(year from created_at at time zone 'UTC')::integer as year,
    row_number() over (
      partition by extract(year from created_at at time zone 'UTC')
      order by created_at, razorpay_payment_id
    ) as sequence
  from payments
)
update payments
set invoice_number = 'SW-' || numbered.year::text || '-' || lpad(numbered.sequence::text, 6, '0')
from numbered
where payments.razorpay_payment_id = numbered.razorpay_payment_id;

insert into invoice_counters (year, last_number)
select
  extract(year from created_at at time zone 'UTC')::integer,
  count(*)
from payments
group by 1;

alter table payments alter column invoice_number set not null;
alter table payments add constraint payments_invoice_number_key unique (invoice_number);
