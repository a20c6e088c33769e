import type { AnswerData } from '@sheetwise/contracts';
import { Link } from 'react-router';
import { buttonClass, textLinkClass } from '../../components/ui/styles';
import {
  DOWNLOAD_FORMATS,
  answerDownloadPath,
  sheetFileOf,
  statementDownloadPath,
  type ChatTarget,
} from './chat-api';

interface AnswerDownloadsProps {
  data: AnswerData;
  /** The saved answer's id; absent for an answer that was not saved. */
  messageId: string | undefined;
  target: ChatTarget;
}

const rowsWord = (count: number) => (count === 1 ? 'the 1 row' : `the ${count} rows`);

/**
 * Downloads of the rows an answer rests on, all of them: a small pair of links under any answer
 * that kept its rows, and the same as buttons, with the transactions sheet beside them, under an
 * answer to "export these transactions". An export with no answer's rows to offer offers the
 * whole statement.
 */
export function AnswerDownloads({ data, messageId, target }: AnswerDownloadsProps) {
  const exporting = data.kind === 'export';
  const links =
    data.download && messageId
      ? DOWNLOAD_FORMATS.map((format) => ({
          ...format,
          href: answerDownloadPath(target, messageId, format.extension),
          name: `Download ${rowsWord(data.download?.rows ?? 0)} behind this answer as ${format.label}`,
        }))
      : exporting && data.exportOf === 'statement'
        ? DOWNLOAD_FORMATS.map((format) => ({
            ...format,
            href: statementDownloadPath(target, format.extension),
            name: `Download every transaction as ${format.label}`,
          }))
        : [];
  if (links.length === 0) return null;
  const sheet = `/transactions?file=${encodeURIComponent(sheetFileOf(target))}`;

  if (!exporting) {
    return (
      <p className="text-xs text-slate-600">
        Download these rows:{' '}
        {links.map((link, index) => (
          <span key={link.extension}>
            {index > 0 && ' · '}
            <a href={link.href} download aria-label={link.name} className={textLinkClass}>
              {link.label}
            </a>
          </span>
        ))}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {links.map((link) => (
        <a
          key={link.extension}
          href={link.href}
          download
          aria-label={link.name}
          className={buttonClass('primary', 'sm')}
        >
          Download {link.label}
        </a>
      ))}
      <Link to={sheet} className={`${textLinkClass} text-sm`}>
        Open in the transactions sheet
      </Link>
    </div>
  );
}
