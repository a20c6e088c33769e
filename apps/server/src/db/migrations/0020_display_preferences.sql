-- Display preferences kept in the profile (issue #18): the theme, how dates are written and
-- where money's currency goes. The checks keep a value the app cannot show out of the table.
alter table users
  add column theme text not null default 'system'
    constraint users_theme_check check (theme in ('system', 'light', 'dark')),
  add column date_display text not null default 'day-month-year'
    constraint users_date_display_check
      check (date_display in ('day-month-year', 'month-day-year', 'iso')),
  add column currency_display text not null default 'symbol-before'
    constraint users_currency_display_check
      check (currency_display in ('symbol-before', 'symbol-after', 'code'));
