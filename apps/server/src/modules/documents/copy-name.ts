/** `statement.csv` as its `copy`th copy: `statement (2).csv`; a name without extension too. */
export function copyName(fileName: string, copy: number): string {
  const dot = fileName.lastIndexOf('.');
  const [stem, extension] =
    dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  return `${stem} (${String(copy)})${extension}`;
}
