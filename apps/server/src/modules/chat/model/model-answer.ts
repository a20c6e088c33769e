import { answerQuestion, type Answer } from '@sheetwise/assistant';
import type { ParsedStatement } from '@sheetwise/statements';
import type { LlmConfig } from '../../../config';
import { completeChat, type ChatTurn, type ToolDefinition } from './chat-completions';

const ASK_STATEMENT = 'ask_statement';

const TOOLS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: ASK_STATEMENT,
      description:
        "Ask the statement engine one precise question about the user's bank statement (totals, counts, balances, merchants, categories, months, recurring payments, largest or smallest transactions). It answers with exact figures computed from the statement's transactions.",
      parameters: {
        type: 'object',
        properties: { question: { type: 'string', description: 'One question, in English.' } },
        required: ['question'],
      },
    },
  },
];

const SYSTEM = [
  "You are the Banking Assistant. You answer questions about one bank statement, using only the ask_statement tool's answers.",
  'Call the tool for every figure you mention; never calculate, estimate or invent a number.',
  'Reply briefly and plainly, in the same language as the question. If the tool cannot answer, say so.',
].join(' ');

/** The most rounds of tool calls before we stop asking the model. */
const MAX_ROUNDS = 3;

/** Numbers as text shows them, without grouping: `1,31,430.74` and `131430.74` are the same. */
function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d,.'’]*\d|\d/g)].map((match) =>
    match[0].replace(/[,'’]/g, '').replace(/\.0+$/, ''),
  );
}

/** True when every number in the reply was given by a tool answer (or is in the question). */
function figuresHoldUp(reply: string, evidence: string[]): boolean {
  const known = new Set(evidence.flatMap(numbersIn));
  return numbersIn(reply).every((number) => known.has(number));
}

/**
 * Lets the model plan the engine calls and phrase the reply. The engine's own answer stands when
 * the model fails, takes too long, calls no tool, or mentions a figure no tool answer gave: the
 * model phrases, it never computes. The cited transactions are the last tool answer's.
 */
export async function answerWithModel(
  llm: LlmConfig,
  statement: ParsedStatement,
  question: string,
  today: string,
  engineAnswer: Answer,
): Promise<Answer> {
  const signal = AbortSignal.timeout(llm.timeoutMs);
  const messages: ChatTurn[] = [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: question },
  ];
  const toolAnswers: Answer[] = [];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const reply = await completeChat(llm, messages, TOOLS, signal);
    if (reply.toolCalls.length === 0) {
      const text = reply.content?.trim() ?? '';
      const last = toolAnswers.at(-1);
      const evidence = [question, ...toolAnswers.map((answer) => answer.text)];
      if (!last || !text || !figuresHoldUp(text, evidence)) return engineAnswer;
      return { ...last, text };
    }
    messages.push({ role: 'assistant', content: reply.content, tool_calls: reply.toolCalls });
    for (const call of reply.toolCalls) {
      const asked =
        call.function.name === ASK_STATEMENT ? toolQuestion(call.function.arguments) : null;
      const answer = asked ? answerQuestion(statement, asked, today) : null;
      if (answer) toolAnswers.push(answer);
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: answer ? answer.text : 'Unknown tool or bad arguments.',
      });
    }
  }
  return engineAnswer;
}

function toolQuestion(argumentsJson: string): string | null {
  try {
    const parsed = JSON.parse(argumentsJson) as { question?: unknown };
    return typeof parsed.question === 'string' && parsed.question.trim() ? parsed.question : null;
  } catch {
    return null;
  }
}
