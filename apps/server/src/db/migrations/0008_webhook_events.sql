-- Each provider event is handled once: its id is kept, so a redelivery finds it and does nothing.
create table webhook_events (
  id text primary key,
  event text not null,
  received_at timestamptz not null
);

-- A refunded payment no longer pays for a period; the refund's time is kept with it.
alter table payments add column refunded_at timestamptz;
