import { escapeHtml, plainPage } from '../html';

/**
 * The development provider's pages. Plain HTML forms with no script at all, so they pass the
 * app's Content-Security-Policy (inline styles are allowed; inline scripts are not).
 */

const STYLE = `
body { font-family: system-ui, sans-serif; background: #f5f6f8; color: #1c1f24; margin: 0; }
main { max-width: 24rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
h1 { font-size: 1.375rem; margin: 0 0 0.5rem; }
p { line-height: 1.5; }
label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
input { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; border: 1px solid #767b85;
  border-radius: 0.25rem; }
input[aria-invalid="true"] { border-color: #b3261e; }
.error { color: #b3261e; }
.actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.25rem; border: 1px solid #1a56db;
  cursor: pointer; }
button.primary { background: #1a56db; color: #fff; }
button.secondary { background: #fff; color: #1a56db; }
:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return plainPage(title, STYLE, body);
}

export interface LoginFormValues {
  name: string;
  email: string;
}

export interface LoginFormProblem {
  field: keyof LoginFormValues;
  message: string;
}

/**
 * The stand-in for Google's account chooser: a name and an address, no password. Continue signs
 * in as that account; Cancel ends the flow as if the person had declined at Google.
 */
export function renderLoginPage(options: {
  /** The interaction's path; the form posts to `${action}/login` and `${action}/abort`. */
  action: string;
  values?: LoginFormValues;
  problem?: LoginFormProblem;
}): string {
  const { action, values = { name: '', email: '' }, problem } = options;
  const field = (
    name: keyof LoginFormValues,
    label: string,
    type: string,
    autocomplete: string,
  ) => {
    const invalid = problem?.field === name;
    const describedBy = invalid ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
    const error = invalid
      ? `<p class="error" id="${name}-error" role="alert">${escapeHtml(problem.message)}</p>`
      : '';
    return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(values[name])}"${describedBy}>
${error}`;
  };
  return page(
    'Sign in with Google (development)',
    `<h1>Sign in with Google</h1>
<p>Development sign-in: in local mode this page stands in for Google. Enter the name and e-mail address of the account to use; no password is needed.</p>
<form method="post" action="${escapeHtml(action)}/login">
${field('name', 'Name', 'text', 'name')}
${field('email', 'Email', 'email', 'email')}
<div class="actions">
<button type="submit" class="primary">Continue</button>
<button type="submit" class="secondary" formaction="${escapeHtml(action)}/abort" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** Shown when the provider cannot go on, e.g. an expired or unknown sign-in. */
export function renderErrorPage(message: string): string {
  return page(
    'Sign-in failed (development)',
    `<h1>Sign-in failed</h1>
<p>${escapeHtml(message)}</p>
<p>Close this window and start again from Sheetwise.</p>`,
  );
}
