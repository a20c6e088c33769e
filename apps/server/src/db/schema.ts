import type { ColumnType, Generated } from 'kysely';
import type {
  ChargedChoiceKind,
  CurrencyDisplay,
  DataExportStatus,
  DateDisplay,
  PaidPlanType,
  PlanReminderKind,
  PlanType,
  SecurityEventKind,
  Theme,
} from '@sheetwise/contracts';
import type {
  SheetSyncColumns,
  SyncConflictsTable,
  SyncDecisionsTable,
  SyncRunsTable,
} from './schema-sync';
import type { StatementExportRowsTable, StatementExportsTable } from './schema-statement-exports';
import type {
  NotificationEmailsTable,
  NotificationSettingsTable,
  NotificationsTable,
} from './schema-notifications';
import type { CombinedReadingTables } from './schema-combined-readings';
import type { OneDriveTables, SheetOneDriveColumns } from './schema-onedrive';
import type {
  DevSpreadsheetGrantsTable,
  DevSpreadsheetsTable,
  GoogleSheetOauthStatesTable,
  GoogleSheetTokensTable,
} from './schema-google';

/** Kysely's view of the tables that migrations/ creates. Keep the two in step. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  plan_type: ColumnType<PlanType, PlanType | undefined, PlanType>;
  created_at: ColumnType<Date, Date | undefined, never>;
  plan_start_date: Date | null;
  plan_end_date: Date | null;
  theme: ColumnType<Theme, Theme | undefined, Theme>;
  date_display: ColumnType<DateDisplay, DateDisplay | undefined, DateDisplay>;
  currency_display: ColumnType<CurrencyDisplay, CurrencyDisplay | undefined, CurrencyDisplay>;
  /** A lower plan chosen to follow the paid period (migration 0021). */
  scheduled_plan: ColumnType<
    PaidPlanType | null,
    PaidPlanType | null | undefined,
    PaidPlanType | null
  >;
  cancelled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  login_at: Date;
  expires_at: Date;
}

export interface IdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type AuthAttemptScope =
  'login-account' | 'login-ip' | 'register-ip' | 'reset-account' | 'reset-ip';

export interface AuthAttemptsTable {
  id: Generated<string>;
  scope: AuthAttemptScope;
  key_hash: string;
  attempted_at: Date;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface MailOutboxTable {
  /** In the order the messages were sent. */
  id: Generated<number>;
  sent_at: Date;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
}

export type MailNoticeKind = PlanReminderKind;

export interface MailNoticesTable {
  user_id: string;
  kind: MailNoticeKind;
  period_end: Date;
  sent_at: Date;
}

export interface SheetConnectionsTable {
  user_id: string;
  connected_at: Date;
}

/**
 * What the last run left (the spec's three statuses, migration 0003's check). The panel's status
 * is worked out from it and the pair's state (`sheets/sheet-status.ts`).
 */
export type StoredSheetStatus = 'pending' | 'synced' | 'error';

export interface SheetsTable extends SheetSyncColumns, SheetOneDriveColumns {
  id: string;
  user_id: string;
  seq: number;
  name: string;
  url: string;
  status: ColumnType<StoredSheetStatus, StoredSheetStatus | undefined, StoredSheetStatus>;
  last_sync_at: Date | null;
  rows: ColumnType<number, number | undefined, number>;
  created_at: Date;
}

export interface DocumentsTable {
  id: string;
  user_id: string;
  file_name: string;
  created_at: Date;
  size: number;
  media_type: string;
  sha256: string;
  storage_key: string;
  summary: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The `READINGS_VERSION` its rows' merchants and categories were read with, if they were. */
  readings_version: ColumnType<number | null, number | null | undefined, number | null>;
}

/**
 * Transactions in chunks of columns (migration 0009). Read them through the view `transactions`,
 * or whole with `loadTransactions` (documents/stored-transactions.ts).
 */
export interface TransactionChunksTable {
  document_id: string;
  first_position: number;
  /** The statement's currency, for every row without one of its own in `currencies`. */
  currency: string | null;
  dates: string[];
  descriptions: string[];
  amounts_minor: number[];
  balances_minor: (number | null)[] | null;
  currencies: (string | null)[] | null;
  merchants: (string | null)[] | null;
  categories: (string | null)[] | null;
  references: (string | null)[] | null;
  pendings: (boolean | null)[] | null;
  types: (string | null)[] | null;
  fees_minor: (number | null)[] | null;
  /** The category the assistant read into each row (issue #18), beside `merchants`. */
  read_categories: (string | null)[] | null;
}

/** The view over `transaction_chunks`: one row per transaction, read-only. */
export interface TransactionsTable {
  document_id: string;
  position: number;
  date: string;
  description: string;
  amount_minor: number;
  balance_minor: number | null;
  currency: string | null;
  merchant: string | null;
  category: string | null;
  reference: string | null;
  pending: boolean;
  type: string | null;
  fee_minor: number | null;
  read_category: string | null;
}

/** A user's correction of one row (migration 0019); the row itself is never changed. */
export interface TransactionCorrectionsTable {
  document_id: string;
  position: number;
  merchant: string | null;
  category: string | null;
  updated_at: Generated<Date>;
}

/** A user's rule for every row whose merchant was read as `merchant_key` (migration 0019). */
export interface MerchantRulesTable {
  user_id: string;
  merchant_key: string;
  merchant: string | null;
  category: string | null;
  updated_at: Generated<Date>;
}

export interface SchemaMigrationsTable {
  version: string;
  applied_at: Generated<Date>;
}

export type MessageRole = 'user' | 'assistant';

export interface MessagesTable {
  id: string;
  document_id: string;
  role: MessageRole;
  message: string;
  timestamp: Date;
  data: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

/** The chat about all of a user's statements together (migration 0016). */
export interface AccountMessagesTable extends Omit<MessagesTable, 'document_id'> {
  user_id: string;
}

export type PaymentProvider = 'razorpay' | 'test';
export type OrderKind = ChargedChoiceKind;

export interface OrdersTable {
  id: string;
  /** NULL once the account is deleted: orders are kept for the accounts (migration 0012). */
  user_id: string | null;
  plan: PaidPlanType;
  amount_minor: number;
  currency: string;
  receipt: string;
  provider: PaymentProvider;
  created_at: Date;
  paid_at: Date | null;
  /** What the order was priced as, against which plan and end date (migration 0021). */
  kind: ColumnType<OrderKind, OrderKind | undefined, OrderKind>;
  priced_plan: PlanType | null;
  priced_end: Date | null;
}

export interface PaymentsTable {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  /** NULL once the account is deleted, and then the e-mail and name are NULL too (0012). */
  user_id: string | null;
  user_email: string | null;
  user_name: string | null;
  plan_type: PaidPlanType;
  plan_amount: number;
  plan_start_date: Date;
  created_at: Date;
  refunded_at: Date | null;
  /** The payment's effect, for refunds and the history (migration 0021). */
  previous_plan: PlanType | null;
  previous_start: Date | null;
  previous_end: Date | null;
  period_end: Date | null;
  amount_refunded: ColumnType<number, number | undefined, number>;
  /** Set when the plan had changed since the order was priced: the plan was left as it was. */
  superseded_at: Date | null;
  /** When a set-aside payment's refund was asked of the gateway, and its id there (0024). */
  refund_requested_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** SW-2026-000001: from the year's gap-free sequence, taken as the payment is recorded (0022). */
  invoice_number: string;
}

/** The last invoice number given in each calendar year (UTC) of payment (migration 0022). */
export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

/** Append-only (migration 0012): insert and read, never update or delete. */
export interface SecurityEventsTable {
  id: Generated<number>;
  user_id: string;
  kind: SecurityEventKind;
  created_at: Date;
  network: string;
  device: string;
}

export interface WebhookEventsTable {
  id: string;
  event: string;
  received_at: Date;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: unknown;
  run_at: Date;
  attempts: ColumnType<number, number | undefined, number>;
  locked_until: Date | null;
  last_error: string | null;
  failed_at: Date | null;
  created_at: ColumnType<Date, Date, never>;
  /** A recurring job's interval: it runs again this long after each run. */
  every_ms: ColumnType<number | null, number | undefined, never>;
}

export interface DataExportsTable {
  id: string;
  user_id: string;
  status: DataExportStatus;
  storage_key: string | null;
  size: number | null;
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
}

/** A person's reading of one statement layout (migration 0014); `choice` is a ReadingChoice. */
export interface ReadingChoicesTable {
  user_id: string;
  header_signature: string;
  choice: ColumnType<unknown, string, string>;
  created_at: Date;
  updated_at: Date;
}

export interface LayoutCurrenciesTable {
  user_id: string;
  header_signature: string;
  currency: string;
  updated_at: Date;
}

export interface DB extends OneDriveTables, CombinedReadingTables {
  jobs: JobsTable;
  reading_choices: ReadingChoicesTable;
  layout_currencies: LayoutCurrenciesTable;
  data_exports: DataExportsTable;
  orders: OrdersTable;
  payments: PaymentsTable;
  invoice_counters: InvoiceCountersTable;
  webhook_events: WebhookEventsTable;
  security_events: SecurityEventsTable;
  messages: MessagesTable;
  account_messages: AccountMessagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  identities: IdentitiesTable;
  auth_attempts: AuthAttemptsTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  mail_notices: MailNoticesTable;
  sheet_connections: SheetConnectionsTable;
  sheets: SheetsTable;
  sync_runs: SyncRunsTable;
  sync_conflicts: SyncConflictsTable;
  sync_decisions: SyncDecisionsTable;
  notifications: NotificationsTable;
  notification_emails: NotificationEmailsTable;
  notification_settings: NotificationSettingsTable;
  google_sheet_tokens: GoogleSheetTokensTable;
  google_sheet_oauth_states: GoogleSheetOauthStatesTable;
  dev_spreadsheets: DevSpreadsheetsTable;
  dev_spreadsheet_grants: DevSpreadsheetGrantsTable;
  documents: DocumentsTable;
  transaction_chunks: TransactionChunksTable;
  transactions: TransactionsTable;
  transaction_corrections: TransactionCorrectionsTable;
  merchant_rules: MerchantRulesTable;
  statement_exports: StatementExportsTable;
  statement_export_rows: StatementExportRowsTable;
  schema_migrations: SchemaMigrationsTable;
}
