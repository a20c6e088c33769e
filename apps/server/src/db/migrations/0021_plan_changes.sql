-- Plan changes that are not purchases (issue #19): a lower plan chosen to follow the paid period,
-- and a cancellation that lets the plan run to its end date without being renewed.
alter table users
  add column scheduled_plan text
    constraint users_scheduled_plan_check check (scheduled_plan in ('Starter', 'Pro')),
  add column cancelled_at timestamptz;

-- What an order was priced as, and against which plan: a payment applies the order only while
-- the plan it was priced against still runs (two tabs paying at once), else it is set aside.
alter table orders
  add column kind text not null default 'buy'
    constraint orders_kind_check check (kind in ('start', 'buy', 'renew', 'upgrade')),
  add column priced_plan text
    constraint orders_priced_plan_check check (priced_plan in ('Trial', 'Starter', 'Pro')),
  add column priced_end timestamptz;

-- Each payment's effect, so that a refund can undo it and the history says what happened:
-- the plan it replaced (type, start, end), the end date it led to, the amount refunded, and whether it was set aside.
alter table payments
  add column previous_plan text
    constraint payments_previous_plan_check check (previous_plan in ('Trial', 'Starter', 'Pro')),
  add column previous_start timestamptz,
  add column previous_end timestamptz,
  add column period_end timestamptz,
  add column amount_refunded integer not null default 0
    constraint payments_amount_refunded_check check (amount_refunded >= 0),
  add column superseded_at timestamptz;
