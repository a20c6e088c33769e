import type {
  QaQueryResponse,
  ReadingChoice,
  StatementReadingQuestion,
} from '@sheetwise/contracts';

/** What an upload answers: the document, or a message, or a question about the reading. */
interface UploadBody {
  document?: { transactionCount: number };
  message?: string;
  code?: string;
  reading?: StatementReadingQuestion;
}

/** Just enough of a browser to sign up, upload and ask: cookies, and the CSRF header echoed back. */
export interface BenchClient {
  upload(fileName: string, bytes: Uint8Array): Promise<{ ms: number; transactionCount: number }>;
  ask(fileName: string, question: string): Promise<{ ms: number; reply: QaQueryResponse }>;
  /** A signed-in GET of an API path, its time and its parsed body (the caller knows its type). */
  get(path: string): Promise<{ ms: number; body: unknown }>;
}

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
}

/** A new account's cookies (session and CSRF) and the CSRF token to echo. */
export async function signUp(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const health = await fetch(`${baseUrl}/api/health`);
  const cookies = cookiesOf(health);
  const csrf = cookies.find((cookie) => cookie.startsWith('csrf_token='))?.split('=')[1] ?? '';
  const register = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrf,
      cookie: cookies.join('; '),
    },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'benchmarking',
    }),
  });
  if (register.status !== 201)
    throw new Error(`Sign-up failed: ${register.status} ${await register.text()}`);
  return { cookie: [...cookies, ...cookiesOf(register)].join('; '), csrf };
}

export async function signedInClient(baseUrl: string): Promise<BenchClient> {
  const { cookie, csrf } = await signUp(baseUrl);
  return {
    async upload(fileName, bytes) {
      const send = async (choice?: ReadingChoice) => {
        const form = new FormData();
        // The reading goes first: the server reads the fields before the file streams in.
        if (choice) form.append('reading', JSON.stringify(choice));
        form.append('file', new Blob([bytes]), fileName);
        const response = await fetch(`${baseUrl}/api/embed/upload-doc`, {
          method: 'POST',
          headers: { 'x-csrf-token': csrf, cookie },
          body: form,
        });
        return { response, body: (await response.json()) as UploadBody };
      };
      const started = performance.now();
      let { response, body } = await send();
      // A file the reader is unsure of is confirmed as shown, as a person pressing OK would.
      if (body.code === 'reading-needs-confirmation' && body.reading) {
        const { headerSignature, columns, dateOrder } = body.reading;
        const roles = Object.fromEntries(
          columns.map((column) => [String(column.index), column.role]),
        );
        ({ response, body } = await send({ headerSignature, roles, dateOrder, flipSign: false }));
      }
      const ms = performance.now() - started;
      if (!response.ok || !body.document) {
        throw new Error(`Upload of ${fileName} failed: ${response.status} ${body.message ?? ''}`);
      }
      return { ms, transactionCount: body.document.transactionCount };
    },
    async ask(fileName, question) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/qa/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie },
        body: JSON.stringify({ question, filename: fileName }),
      });
      const reply = (await response.json()) as QaQueryResponse;
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`Question failed: ${response.status}`);
      return { ms, reply };
    },
    async get(path: string) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      const body: unknown = await response.json();
      const ms = performance.now() - started;
      if (!response.ok) throw new Error(`GET ${path} failed: ${response.status}`);
      return { ms, body };
    },
  };
}
