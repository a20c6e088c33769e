/** README.txt of every export: what each file holds, so the zip explains itself offline. */
export const README_TEXT = `Your Sheetwise data
===================

This archive holds everything you have given Sheetwise, as it was when you exported it.

profile.json
  Your name, e-mail address, plan and its dates, when the account was made, your display
  preferences (theme, date and currency display) and the list of your documents. Your password is never exported (we keep only a one-way hash of it).

statements/<document>.csv (march.csv stays march.csv, march.pdf becomes march.pdf.csv)
  One file per uploaded statement: the transactions we read from it, in statement order.
  Columns: date (YYYY-MM-DD), description, amount, balance, currency, merchant, category,
  reference. The merchant and category are those the transactions sheet shows, your
  corrections and rules applied.
  Amounts and balances are exact decimals in the currency's own units; money out is negative.
  A balance is empty where the statement gave none. A text cell that starts with = + - or @
  has an apostrophe (') in front, so that a spreadsheet shows it rather than running it as a
  formula.

chats/<document>.json (the document's full name, e.g. chats/march.csv.json)
  The questions you asked about that statement and the assistant's answers, oldest first,
  with their times (ISO 8601, UTC) and the figures and transactions each answer cited.

all-statements-chat.json (only when you have used it)
  The questions you asked about all of your statements together, and the answers, as above.

corrections.json (only when you have made any)
  Your corrections of the transactions: each rule ("always treat this merchant as ...") with
  the merchant as we read it, and each row you changed, by statement and position (0 is the
  statement's first row), with the merchant or category you gave it.

sync-pairs.json (only when you have added a sheet)
  Each sheet you sync with an Excel workbook: its address, the workbook's name, how rows are
  matched, the conflict policy, and every sync run with its times, cells and rows changed on
  each side, conflicts and error. The workbook itself is on the pair's page, to download.

The original files you uploaded are not part of this export.
`;
