import type { CellView } from '@sheetwise/contracts';
import { diffWords } from './text-diff';

/** How an empty or deleted cell reads: words, never a blank that looks like a missing value. */
function plain(cell: CellView | null): string {
  if (cell === null) return '(deleted)';
  return cell.kind === 'empty' ? '(empty)' : cell.text;
}

function CellKind({ cell }: { cell: CellView | null }) {
  // Numbers and dates read as themselves; a formula or an untouchable cell says what it is.
  if (cell?.kind !== 'formula' && cell?.kind !== 'untouchable') return null;
  return <span className="ml-1 text-xs text-slate-500">({cell.kind})</span>;
}

/**
 * A cell's value with what changed from `from` marked: removed words struck through in <del>,
 * added ones underlined in <ins>, each also named in hidden words, so the change is never told
 * by colour alone.
 */
export function CellDiff({ from, to }: { from?: CellView | null; to: CellView | null }) {
  if (
    from === undefined ||
    from === null ||
    to === null ||
    from.kind === 'empty' ||
    to.kind === 'empty'
  ) {
    return (
      <span className="break-words whitespace-pre-wrap">
        {plain(to)}
        <CellKind cell={to} />
      </span>
    );
  }
  return (
    <span className="break-words whitespace-pre-wrap">
      {diffWords(from.text, to.text).map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        if (part.kind === 'removed') {
          return (
            <del key={index} className="bg-red-50 text-red-800 line-through">
              <span className="sr-only">removed: </span>
              {part.text}
            </del>
          );
        }
        return (
          <ins key={index} className="bg-green-50 text-green-900 underline">
            <span className="sr-only">added: </span>
            {part.text}
          </ins>
        );
      })}
      <CellKind cell={to} />
    </span>
  );
}
