/**
 * The question set's measurement: `npx tsx packages/assistant/src/eval/qa-set/report.ts` prints
 * accuracy, wrong figures and no-answers, a table per family and per variant, and the first 40
 * wrong-figure cases; with `--json`, the same summary as JSON on stdout; with `--held-out`, of
 * the statements kept aside. A measurement, not a test: nothing here fails when the assistant
 * gets answers wrong.
 */
import { type Summary, type Tally, measure } from './measure';
import { HELD_OUT, chosenStatements } from './statements';
import { commandArguments, write } from './test-support/io';

function row(name: string, tally: Tally): string {
  const cells = [
    name.padEnd(16),
    String(tally.total).padStart(6),
    String(tally.right).padStart(6),
    `${tally.accuracy.toFixed(1)}%`.padStart(8),
    String(tally.wrongFigures).padStart(7),
    String(tally.noAnswers).padStart(7),
    String(tally.misses).padStart(6),
  ];
  return cells.join(' ');
}

function table(title: string, groups: Record<string, Tally>): string[] {
  const header = [
    title.padEnd(16),
    'asked'.padStart(6),
    'right'.padStart(6),
    'accuracy'.padStart(8),
    'wrong#'.padStart(7),
    'no-ans'.padStart(7),
    'miss'.padStart(6),
  ].join(' ');
  return [header, ...Object.entries(groups).map(([name, tally]) => row(name, tally))];
}

function human(summary: Summary): string {
  const lines = [
    `Question set: ${summary.questions} questions over ${summary.statements} statements (today = ${summary.today})`,
    `Accuracy (exactly right): ${summary.accuracy.toFixed(1)}% (${summary.right}/${summary.questions})`,
    `Wrong figures stated: ${summary.wrongFigures}`,
    `No answer where a figure was due: ${summary.noAnswers}`,
    `Other misses (answer of another sort, undecided comparison): ${summary.misses}`,
  ];
  if (summary.unreadFiles.length > 0) {
    lines.push(
      '',
      'Files the parser no longer reads exactly (their failures may be the parser’s):',
    );
    for (const file of summary.unreadFiles)
      lines.push(`  ${file.statement}: ${file.problems.join('; ')}`);
  }
  lines.push('', ...table('family', summary.byFamily));
  lines.push('', ...table('variant', summary.byVariant));
  lines.push('', `First ${summary.wrongFigureCases.length} wrong-figure cases:`);
  summary.wrongFigureCases.forEach((item, index) => {
    lines.push(
      `${String(index + 1).padStart(2)}. [${item.statement} · ${item.family}/${item.variant}] ${item.question}`,
      `    expected: ${item.expected}`,
      `    answer:   ${item.answer.replace(/\s+/g, ' ')}`,
    );
  });
  return `${lines.join('\n')}\n`;
}

// `--held-out` asks the statements kept aside (statements.ts, HELD_OUT) instead.
const args = commandArguments();
const summary = await measure(
  args.includes('--held-out') ? chosenStatements(HELD_OUT) : chosenStatements(),
);
write(args.includes('--json') ? `${JSON.stringify(summary, null, 2)}\n` : human(summary));
