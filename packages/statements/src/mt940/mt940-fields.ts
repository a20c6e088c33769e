/** One tagged field: `:61:` and its continuation lines, with the line it starts on. */
export interface Mt940Field {
  tag: string;
  value: string;
  line: number;
}

/**
 * The message text of an MT940 file. A file straight from SWIFT wraps each message in blocks,
 * `{1:F01…}{2:O940…}{4:` then the fields, then `-}` and a trailer `{5:…}`; only block 4 holds the
 * statement. A bank's download usually has the fields alone, one message after another.
 */
export function messageText(text: string): string {
  if (!text.includes('{4:')) return text;
  const bodies: string[] = [];
  let at = text.indexOf('{4:');
  while (at >= 0) {
    const start = at + 3;
    const end = text.indexOf('-}', start);
    bodies.push(text.slice(start, end < 0 ? text.length : end));
    at = end < 0 ? -1 : text.indexOf('{4:', end);
  }
  return bodies.join('\n');
}

/**
 * Hands the fields of the messages to `visit`, in order, each once it is whole (so that a large
 * file's fields are not all held at once). A line starting with a tag opens a field; any other line
 * continues the open one (`:86:` runs over up to six lines), except a message's closing `-` and
 * lines before the first tag (some banks print a header there). Each field's value is cut from the
 * text once, line breaks and all, rather than built up line by line: a 10 MB file has four
 * hundred thousand lines.
 */
export function readFields(source: string, visit: (field: Mt940Field) => void): void {
  const body = messageText(source);
  // Lines end in CR LF as SWIFT writes them, or LF; a file from an old Mac in CR alone.
  const text = body.includes('\n') ? body : body.replace(/\r/g, '\n');
  let open: Mt940Field | null = null;
  let from = 0;
  let lastEnd = 0;
  let lineNumber = 0;
  const closeOpen = () => {
    if (!open) return;
    const value = text.slice(from, lastEnd);
    open.value = value.includes('\r') ? value.replace(/\r/g, '') : value;
    visit(open);
    open = null;
  };
  for (let at = 0; at < text.length;) {
    const newline = text.indexOf('\n', at);
    let end = newline < 0 ? text.length : newline;
    const start = at;
    at = end + 1;
    lineNumber += 1;
    if (text.charCodeAt(end - 1) === CR) end -= 1;
    const tagLength = tagAt(text, start, end);
    const kind = tagLength > 0 ? 'tag' : lineKind(text, start, end);
    if (kind === 'blank') continue;
    if (kind === 'text') {
      lastEnd = end;
      continue;
    }
    closeOpen();
    if (kind === 'tag') {
      open = { tag: text.slice(start + 1, start + tagLength - 1), value: '', line: lineNumber };
      from = start + tagLength;
      lastEnd = end;
    }
  }
  closeOpen();
}

const COLON = 58;
const DASH = 45;
const SPACE = 32;
const CR = 13;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isCapital = (code: number) => code >= 65 && code <= 90;

/**
 * The length of the tag opening the line (`:61:` is 4, `:60F:` 5), or 0 when it opens with none:
 * a colon, two digits, an optional capital letter and a colon. Read by character codes, since
 * every line of the file is asked.
 */
function tagAt(text: string, start: number, end: number): number {
  if (end - start < 4 || text.charCodeAt(start) !== COLON) return 0;
  if (!isDigit(text.charCodeAt(start + 1)) || !isDigit(text.charCodeAt(start + 2))) return 0;
  if (text.charCodeAt(start + 3) === COLON) return 4;
  const letter = isCapital(text.charCodeAt(start + 3));
  return letter && end - start >= 5 && text.charCodeAt(start + 4) === COLON ? 5 : 0;
}

/** A line of spaces only, a message's closing `-`, or text, told without cutting it out. */
function lineKind(text: string, start: number, end: number): 'blank' | 'dash' | 'text' {
  let first = start;
  while (first < end && text.charCodeAt(first) <= SPACE) first += 1;
  if (first === end) return 'blank';
  if (text.charCodeAt(first) !== DASH) return 'text';
  let after = first + 1;
  while (after < end && text.charCodeAt(after) <= SPACE) after += 1;
  return after === end ? 'dash' : 'text';
}
