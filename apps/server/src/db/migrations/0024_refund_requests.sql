-- A payment set aside because another payment changed the plan first (two tabs paying at once,
-- issue #19) is refunded by a job: when the refund was asked of the gateway, and its id there.
alter table payments
  add column refund_requested_at timestamptz,
  add column refund_id text;
