import { z } from 'zod';
import type { LlmConfig } from '../../../config';

/** The parts of the OpenAI Chat Completions protocol we speak. */
export type ChatTurn =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** Only what we read of a response, checked: the model's server is outside our trust. */
const CompletionResponse = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                type: z.literal('function'),
                function: z.object({ name: z.string(), arguments: z.string() }),
              }),
            )
            .optional(),
        }),
      }),
    )
    .min(1),
});

export interface ModelReply {
  content: string | null;
  toolCalls: ToolCall[];
}

/** One request to `POST {baseUrl}/chat/completions`; throws on any failure. */
export async function completeChat(
  llm: LlmConfig,
  messages: ChatTurn[],
  tools: ToolDefinition[],
  signal: AbortSignal,
): Promise<ModelReply> {
  const response = await fetch(`${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: llm.model, messages, tools, tool_choice: 'auto' }),
    signal,
  });
  if (!response.ok) throw new Error(`The model answered ${response.status}`);
  const { choices } = CompletionResponse.parse(await response.json());
  const message = choices[0]?.message;
  return { content: message?.content ?? null, toolCalls: message?.tool_calls ?? [] };
}
