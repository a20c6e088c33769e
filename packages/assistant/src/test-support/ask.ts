import type { ParsedStatement } from '@sheetwise/statements';
import { answerQuestion } from '../answer-question';
import type { Answer } from '../types';
import { TODAY, sampleStatement } from './sample';

/** Asks the sample statement (or another) a question, as of the tests' fixed today. */
export function ask(question: string, statement: ParsedStatement = sampleStatement()): Answer {
  return answerQuestion(statement, question, TODAY);
}

/** The cited rows' descriptions, to check an answer proves what it says. */
export const cited = (answer: Answer) => answer.transactions.map((tx) => tx.description);

/** Asks a chain of questions in one chat, each with the ones before it as its context. */
export function chatWith(statement: ParsedStatement, ...questions: string[]): Answer[] {
  return questions.map((question, index) =>
    answerQuestion(
      statement,
      question,
      TODAY,
      index === 0
        ? undefined
        : { question: questions[index - 1] ?? '', earlier: questions.slice(0, index - 1) },
    ),
  );
}
