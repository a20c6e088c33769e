/** One tagged field: `:61:` and its continuation lines, with the line it starts on. */
export interface Mt940Field {
  tag: string;
  value: string;
  line: number;
}

/** A field's tag at the start of a line: two digits and an optional letter, between colons. */
const TAG = /^:(\d{2}[A-Z]?):/;

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
 * The fields of the messages, in order. A line starting with a tag opens a field; any other line
 * continues the open one (`:86:` runs over up to six lines), except a message's closing `-` and
 * lines before the first tag (some banks print a header there).
 */
export function readFields(text: string): Mt940Field[] {
  const fields: Mt940Field[] = [];
  let current: Mt940Field | null = null;
  const lines = messageText(text).split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const tag = TAG.exec(line);
    if (tag?.[1]) {
      current = { tag: tag[1], value: line.slice(tag[0].length), line: index + 1 };
      fields.push(current);
      continue;
    }
    const trimmed = line.trim();
    if (trimmed === '-' || trimmed === '' || current === null) {
      if (trimmed === '-') current = null;
      continue;
    }
    current.value += `\n${line.trimEnd()}`;
  }
  return fields;
}
