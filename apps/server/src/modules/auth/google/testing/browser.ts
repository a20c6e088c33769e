/**
 * A browser, as far as these tests need one, over real HTTP: it keeps the cookies each origin sets
 * (honouring Path and deletion), sends them back, and follows redirects only when asked.
 */
interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

const MAX_REDIRECTS = 10;

export class TestBrowser {
  private readonly jar = new Map<string, StoredCookie[]>();

  async request(
    url: string | URL,
    options: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers();
    const cookies = this.cookiesFor(target);
    if (cookies.length > 0) {
      headers.set('cookie', cookies.map((c) => `${c.name}=${c.value}`).join('; '));
    }
    let body: string | undefined;
    if (options.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(target, {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) this.store(target, line);
    return response;
  }

  /** Requests `url` and follows redirects, as a browser would, until a page answers. */
  async navigate(
    url: string | URL,
    options: { method?: 'GET' | 'POST'; form?: Record<string, string> } = {},
  ): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    let response = await this.request(current, options);
    for (let hops = 0; isRedirect(response); hops += 1) {
      if (hops === MAX_REDIRECTS) throw new Error(`Too many redirects at ${current.href}`);
      current = new URL(response.headers.get('location') ?? '', current);
      response = await this.request(current);
    }
    return { response, url: current };
  }

  cookie(origin: string, name: string): string | undefined {
    return this.jar.get(origin)?.find((c) => c.name === name)?.value;
  }

  deleteCookie(origin: string, name: string): void {
    this.jar.set(
      origin,
      (this.jar.get(origin) ?? []).filter((c) => c.name !== name),
    );
  }

  private cookiesFor(url: URL): StoredCookie[] {
    return (this.jar.get(url.origin) ?? []).filter(
      (c) => url.pathname === c.path || url.pathname.startsWith(c.path.replace(/\/?$/, '/')),
    );
  }

  private store(url: URL, line: string): void {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const path = attribute('path') ?? '/';
    const expires = attribute('expires');
    const removed =
      value === '' ||
      attribute('max-age') === '0' ||
      (expires !== undefined && Date.parse(expires) <= Date.now());
    const others = (this.jar.get(url.origin) ?? []).filter(
      (c) => !(c.name === name && c.path === path),
    );
    this.jar.set(url.origin, removed ? others : [...others, { name, value, path }]);
  }
}

export function isRedirect(response: Response): boolean {
  return response.status >= 300 && response.status < 400 && response.headers.has('location');
}
