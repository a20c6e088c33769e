-- Plan reminders (issue #19): a reminder a few days before a trial or paid plan ends and one on
-- the day it ends. The kind now names when the reminder goes, not the plan: the words (renew, it
-- just ends, a lower plan follows) are chosen when it is sent.
alter table mail_notices drop constraint mail_notices_kind_check;
update mail_notices set kind = 'ends-soon' where kind in ('trial-ending', 'renewal-due');
alter table mail_notices add constraint mail_notices_kind_check
  check (kind in ('ends-soon', 'ends-today'));

-- Recurring jobs: a row with every_ms runs again that long after each run instead of being
-- deleted. One live row per recurring kind, so processes that start together add it once.
alter table jobs add column every_ms integer constraint jobs_every_ms_check check (every_ms > 0);
create unique index jobs_one_recurring_idx on jobs (kind)
  where every_ms is not null and failed_at is null;
