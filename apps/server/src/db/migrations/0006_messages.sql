-- A document's chat with the Banking Assistant: the user's questions and the answers, oldest
-- first. `data` holds what the answer cites (transactions, a chart) for the UI to show.
create table messages (
  id uuid primary key,
  document_id uuid not null references documents (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  message text not null,
  timestamp timestamptz not null,
  data jsonb
);

create index messages_document_timestamp_idx on messages (document_id, timestamp);
