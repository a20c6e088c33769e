// A signed-in HTTP client of Sheetwise, from the outside: sign up with e-mail and password, keep
// the cookies, echo the CSRF cookie in the x-csrf-token header on every unsafe request.

export interface UploadResult {
  status: number;
  body: {
    document?: {
      fileName: string;
      transactionCount: number;
      currency: string | null;
      periodStart: string | null;
      periodEnd: string | null;
      warnings: string[];
    };
    code?: string;
    message?: string;
    reading?: {
      headerSignature: string;
      columns: Array<{ index: number; header: string; role: string }>;
      dateOrder: 'dmy' | 'mdy';
      currency: string | null;
    };
  };
  /** Whether the upload asked to confirm its reading and was confirmed as shown. */
  confirmed: boolean;
}

/** A JSON response: its HTTP status and its parsed body (or the text when it is not JSON). */
export interface JsonReply<T> {
  status: number;
  body: T;
}

export class Client {
  private cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  private remember(response: Response) {
    for (const raw of response.headers.getSetCookie()) {
      const pair = raw.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-csrf-token': this.cookies.get('csrf_token') ?? '',
      ...extra,
    };
  }

  async raw(method: string, path: string, body?: unknown): Promise<Response> {
    const init: RequestInit = {
      method,
      headers: this.headers(body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(`${this.baseUrl}${path}`, init);
    this.remember(response);
    return response;
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<JsonReply<T>> {
    const response = await this.raw(method, path, body);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed as T };
  }

  async bytes(path: string): Promise<{ status: number; bytes: Uint8Array; type: string }> {
    const response = await this.raw('GET', path);
    return {
      status: response.status,
      bytes: new Uint8Array(await response.arrayBuffer()),
      type: response.headers.get('content-type') ?? '',
    };
  }

  async signUp(email: string, password: string): Promise<void> {
    const health = await fetch(`${this.baseUrl}/api/health`);
    this.remember(health);
    const r = await this.json('POST', '/api/auth/register', {
      name: 'Blind Tester',
      email,
      password,
    });
    if (r.status !== 201 && r.status !== 200)
      throw new Error(`Sign-up failed: ${r.status} ${JSON.stringify(r.body)}`);
  }

  async upload(fileName: string, bytes: Uint8Array): Promise<UploadResult> {
    const send = async (reading?: unknown) => {
      const form = new FormData();
      if (reading) form.append('reading', JSON.stringify(reading));
      form.append('file', new Blob([bytes]), fileName);
      const response = await fetch(`${this.baseUrl}/api/embed/upload-doc`, {
        method: 'POST',
        headers: this.headers(),
        body: form,
      });
      this.remember(response);
      return { status: response.status, body: (await response.json()) as UploadResult['body'] };
    };
    let result = await send();
    let confirmed = false;
    // A reading the product is unsure of is confirmed as shown, as a person pressing OK would.
    if (result.body.code === 'reading-needs-confirmation' && result.body.reading) {
      const { headerSignature, columns, dateOrder } = result.body.reading;
      const roles = Object.fromEntries(columns.map((c) => [String(c.index), c.role]));
      result = await send({ headerSignature, roles, dateOrder, flipSign: false });
      confirmed = true;
    }
    return { ...result, confirmed };
  }
}
