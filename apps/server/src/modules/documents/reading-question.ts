import {
  READING_NEEDS_CONFIRMATION,
  READING_QUESTION_MESSAGE,
  ReadingQuestionBody,
} from '@sheetwise/contracts';
import { AppError } from '../../http/app-error';
import type { StatementSummary } from './parsing/parse-message';

/**
 * The upload's question when the reader was unsure of a table: the usual 422 error, whose body
 * also carries the reading to confirm (the first rows as read, each column's role, the date order
 * and the sign). The route sends `body` as it is; nothing of the file has been stored.
 */
export class ReadingQuestion extends AppError {
  readonly body: ReadingQuestionBody;

  constructor(body: ReadingQuestionBody) {
    super(422, READING_NEEDS_CONFIRMATION, body.message);
    this.name = 'ReadingQuestion';
    this.body = body;
  }
}

export function askAboutReading(statement: StatementSummary): ReadingQuestion {
  const { reading } = statement;
  if (!reading) throw new Error('Only a statement read from a table has a reading to confirm.');
  const { confidence: _confidence, source: _source, ...question } = reading;
  // Checked against the contract like every response: the card trusts it without zod.
  return new ReadingQuestion(
    ReadingQuestionBody.parse({
      code: READING_NEEDS_CONFIRMATION,
      message: READING_QUESTION_MESSAGE,
      reading: { ...question, currency: statement.currency },
    }),
  );
}
