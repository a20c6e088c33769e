-- Each attempt gets an id so that an attempt claimed before its outcome is known (the limits are
-- checked by inserting first, then counting) can be withdrawn again when it turns out not to count.
alter table auth_attempts add column id bigint generated always as identity primary key;
