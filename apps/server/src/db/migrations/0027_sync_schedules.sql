-- Sync that runs itself (issue #21): a schedule per pair, its next time, and the pause after
-- repeated failures. The versions each side had after the last good run let a scheduled run skip
-- a pair neither side changed, reading no data.
alter table sheets
  add column schedule text not null default 'manual'
    check (schedule in ('manual', 'every-15-minutes', 'hourly', 'daily')),
  add column schedule_time text,
  add column next_run_at timestamptz,
  add column paused_at timestamptz,
  add column failures_in_row integer not null default 0,
  add column synced_versions jsonb;

create index sheets_next_run_idx on sheets (next_run_at)
  where next_run_at is not null and paused_at is null;

alter table sync_runs
  add column trigger text not null default 'manual' check (trigger in ('manual', 'schedule', 'retry'));
