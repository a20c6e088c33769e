import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a scripted turn answers: a tool call, a final reply, an HTTP failure, or silence. */
export type FakeTurn =
  | { toolCall: { name: string; arguments: Record<string, unknown> } }
  | { reply: string }
  | { status: number }
  | { hang: true };

export interface RecordedRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null }[];
    tools: { function: { name: string } }[];
  };
}

export interface FakeModelServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** The turns the next requests get, in order. */
  script(turns: FakeTurn[]): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A loopback stand-in for an OpenAI-compatible model: it speaks `POST /v1/chat/completions` as
 * the real protocol does, so our real client code runs against it, and it records what it got.
 */
export async function startFakeModelServer(): Promise<FakeModelServer> {
  let turns: FakeTurn[] = [];
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      requests.push({
        authorization: request.headers.authorization,
        body: JSON.parse(text) as RecordedRequest['body'],
      });
      const turn = turns.shift() ?? { status: 500 };
      if ('hang' in turn) return;
      if ('status' in turn) {
        response.writeHead(turn.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'scripted failure' } }));
        return;
      }
      const message =
        'reply' in turn
          ? { role: 'assistant', content: turn.reply }
          : {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  id: `call_${requests.length}`,
                  type: 'function',
                  function: {
                    name: turn.toolCall.name,
                    arguments: JSON.stringify(turn.toolCall.arguments),
                  },
                },
              ],
            };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          choices: [
            { index: 0, message, finish_reason: 'tool_calls' in message ? 'tool_calls' : 'stop' },
          ],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (next) => {
      turns = [...next];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
