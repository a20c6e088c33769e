/** The hero's illustration: a cell-level diff drawn in HTML, so it costs no image download. */
export function SyncDiffMock() {
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-brand-900/10">
      <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3">
        <span aria-hidden="true" className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
        </span>
        <figcaption className="truncate text-xs font-medium text-slate-700">
          Budget 2024.xlsx ↔ Budget 2024 (Google Sheets)
        </figcaption>
      </div>
      <table className="w-full text-left text-sm whitespace-nowrap tabular-nums">
        <thead className="bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="w-8 border-r border-slate-200 px-2 py-1.5 font-medium">
              <span className="sr-only">Row</span>
            </th>
            <th scope="col" className="px-2 py-1.5 sm:px-3 font-medium">
              Category
            </th>
            <th scope="col" className="px-2 py-1.5 sm:px-3 text-right font-medium">
              Budget
            </th>
            <th scope="col" className="px-2 py-1.5 sm:px-3 text-right font-medium">
              Actual
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          <tr>
            <RowNumber n={2} />
            <td className="px-2 py-2 sm:px-3">Rent</td>
            <td className="px-2 py-2 sm:px-3 text-right">1,850</td>
            <td className="px-2 py-2 sm:px-3 text-right">1,850</td>
          </tr>
          <tr>
            <RowNumber n={3} />
            <td className="px-2 py-2 sm:px-3">Groceries</td>
            <td className="px-2 py-2 sm:px-3 text-right">420</td>
            <td className="bg-brand-50 px-2 py-2 sm:px-3 text-right">
              <del className="mr-1.5 text-slate-600">398</del>
              <ins className="font-semibold text-brand-800 no-underline">412</ins>
            </td>
          </tr>
          <tr>
            <RowNumber n={4} />
            <td className="px-2 py-2 sm:px-3">Travel</td>
            <td className="px-2 py-2 sm:px-3 text-right">300</td>
            <td className="bg-amber-50 px-2 py-2 sm:px-3 text-right font-semibold text-amber-900">
              275 <span className="font-normal text-amber-800">vs</span> 290
            </td>
          </tr>
          <tr>
            <RowNumber n={5} />
            <td className="bg-sky-50 px-2 py-2 sm:px-3">
              <del className="mr-1.5 text-slate-600">utilities</del>
              <ins className="font-semibold text-sky-900 no-underline">Utilities</ins>
            </td>
            <td className="px-2 py-2 sm:px-3 text-right">160</td>
            <td className="px-2 py-2 sm:px-3 text-right">171</td>
          </tr>
        </tbody>
      </table>
      <ul className="flex flex-wrap gap-2 border-t border-slate-200 px-4 py-3 text-xs font-medium">
        <li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">1 cell updated</li>
        <li className="rounded-full bg-amber-50 px-2.5 py-1 text-amber-900">
          1 conflict: Google preferred
        </li>
        <li className="rounded-full bg-sky-50 px-2.5 py-1 text-sky-900">1 cell cleaned</li>
      </ul>
    </figure>
  );
}

function RowNumber({ n }: { n: number }) {
  return (
    <th
      scope="row"
      className="border-r border-slate-200 px-2 py-2 text-xs font-normal text-slate-600"
    >
      {n}
    </th>
  );
}
