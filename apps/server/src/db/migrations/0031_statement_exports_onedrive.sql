-- Statements sent to OneDrive as well as to Google Sheets: a running "All transactions" workbook
-- per destination (the unique index already counts the destination).
alter table statement_exports drop constraint statement_exports_destination_check;
alter table statement_exports
  add constraint statement_exports_destination_check check (destination in ('google', 'onedrive'));
