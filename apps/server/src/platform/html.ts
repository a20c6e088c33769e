/** Text made safe to place in HTML, inside elements and in quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A whole page served without the web app (the development stand-ins' sign-in and outbox, a
 * printable receipt): plain HTML with its own styles and no script, never indexed. `nav` is
 * already escaped markup placed before the main content.
 */
export function plainPage(title: string, style: string, body: string, nav = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${nav}<main>
${body}
</main>
</body>
</html>
`;
}
