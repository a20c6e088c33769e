-- Orders are created before checkout and priced by the server from the plan; a payment is
-- recorded once per order, whatever the number of verifications and webhooks that report it.
create table orders (
  id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  plan text not null check (plan in ('Starter', 'Pro')),
  amount_minor integer not null check (amount_minor > 0),
  currency text not null,
  receipt text not null check (char_length(receipt) <= 40),
  provider text not null check (provider in ('razorpay', 'test')),
  created_at timestamptz not null,
  paid_at timestamptz
);

create index orders_user_idx on orders (user_id);

-- The spec's payment record: who paid, for which plan, how much, from when, and the gateway ids.
create table payments (
  razorpay_payment_id text primary key,
  razorpay_order_id text not null unique references orders (id),
  user_id uuid not null references users (id) on delete cascade,
  user_email text not null,
  user_name text not null,
  plan_type text not null check (plan_type in ('Starter', 'Pro')),
  plan_amount integer not null,
  plan_start_date timestamptz not null,
  created_at timestamptz not null
);
