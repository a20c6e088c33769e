import { useId, type ReactNode } from 'react';
import { barWidth } from '../chat/BreakdownChart';
import { SeeTransactions } from './SeeTransactions';

export interface Bar {
  valueMinor: number;
  /** Tailwind background colour class. */
  colour: string;
}

export interface BarRow {
  key: string;
  label: string;
  bars: Bar[];
  /** The other columns' cells, in the order of `columns`. */
  cells: ReactNode[];
  /** Where the rows behind this line are listed. */
  link: string;
}

interface BarTableProps {
  caption: string;
  /** The first column's header (what each line is), then the figures' headers. */
  columns: [string, ...string[]];
  rows: BarRow[];
}

const cell = 'px-1.5 py-2 align-top';

/**
 * A bar chart that is also its own text: a table in a captioned figure, one line per label with
 * its figures as cells, so screen readers read the numbers the bars draw (the bars are hidden
 * from them). Narrow enough for a phone: the bars and the link sit under the label. The caption
 * is for screen readers: the panel's heading already says it on screen.
 */
export function BarTable({ caption, columns, rows }: BarTableProps) {
  const captionId = useId();
  const [first, ...figures] = columns;
  const largest = Math.max(0, ...rows.flatMap((row) => row.bars.map((bar) => bar.valueMinor)));
  return (
    <figure aria-labelledby={captionId} className="min-w-0">
      <figcaption id={captionId} className="sr-only">
        {caption}
      </figcaption>
      <table className="mt-2 w-full text-sm text-slate-800">
        <thead className="border-b border-slate-200 text-xs text-slate-600">
          <tr>
            <th scope="col" className={`${cell} text-left font-semibold`}>
              {first}
            </th>
            {figures.map((header) => (
              <th key={header} scope="col" className={`${cell} text-right font-semibold`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cell} w-full text-left font-normal`}>
                <span className="block [overflow-wrap:anywhere]">{row.label}</span>
                <span aria-hidden="true" className="mt-1 block space-y-0.5">
                  {row.bars.map((bar, index) => (
                    <span
                      key={index}
                      className="block h-2 overflow-hidden rounded-full bg-slate-100"
                    >
                      <span
                        className={`block h-full rounded-full ${bar.colour}`}
                        style={{ width: barWidth(bar.valueMinor, largest) }}
                      />
                    </span>
                  ))}
                </span>
                <SeeTransactions to={row.link} of={row.label} />
              </th>
              {row.cells.map((content, index) => (
                <td key={index} className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                  {content}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
