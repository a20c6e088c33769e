import { escapeHtml, plainPage } from '../html';

/**
 * What the development stand-ins' pages share: plain HTML forms with no script, so they work
 * without it and pass the app's Content-Security-Policy, each form carrying the form token. Each
 * service keeps its own accent colour, width and the rules of its own pages.
 */
export function devServiceStyle(look: { accent: string; width: string; extra: string }): string {
  return `
body { font-family: system-ui, sans-serif; background: #f5f6f8; color: #1c1f24; margin: 0; }
main { max-width: ${look.width}; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
p, li { line-height: 1.5; }
input { font: inherit; padding: 0.25rem 0.375rem; border: 1px solid #767b85; border-radius: 0.25rem; }
button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.25rem; border: 1px solid ${look.accent};
  background: ${look.accent}; color: #fff; cursor: pointer; margin-top: 1rem; }
button.secondary { background: #fff; color: ${look.accent}; }
a { color: ${look.accent}; }
:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
${look.extra}`;
}

export const formTokenField = (formToken: string) =>
  `<input type="hidden" name="form_token" value="${escapeHtml(formToken)}">`;

/**
 * The provider's consent page: Allow and Deny, carrying the authorization request's fields back.
 * `accountFields` is markup for what the provider asks beside the decision (e.g. the account).
 */
export function renderDevConsent(options: {
  style: string;
  /** What access is asked to, as in "Sheetwise wants access to your …". */
  access: string;
  /** Markup: what allowing lets Sheetwise do. */
  explanation: string;
  action: string;
  formToken: string;
  fields: Record<string, string>;
  accountFields?: string;
}): string {
  const hidden = Object.entries(options.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const heading = `Sheetwise wants access to your ${options.access}`;
  return plainPage(
    `${heading} (development)`,
    options.style,
    `<h1>${escapeHtml(heading)}</h1>
<p>${options.explanation}</p>
<form method="post" action="${escapeHtml(options.action)}">
${formTokenField(options.formToken)}
${hidden}
${options.accountFields ?? ''}
<div>
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</div>
</form>`,
  );
}

export function renderDevProblem(style: string, title: string, message: string): string {
  return plainPage(
    `${title} (development)`,
    style,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`,
  );
}
