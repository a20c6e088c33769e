import { copyName } from '../documents/copy-name';

/**
 * Zip paths from document names: `march.csv` stays `statements/march.csv`, `march.pdf` becomes
 * `statements/march.pdf.csv`. Names are unique per user only as typed: `March.csv` and `march.csv`
 * would meet on a case-insensitive disk, so a repeat in any case gets ` (2)`; a zip with two
 * entries of one name loses one of them on extraction.
 */
export class EntryNames {
  private readonly taken = new Set<string>();

  take(folder: string, fileName: string, extension: string): string {
    const base = fileName.toLowerCase().endsWith(extension)
      ? fileName.slice(0, -extension.length)
      : fileName;
    let name = `${folder}/${base}${extension}`;
    for (let copy = 2; this.taken.has(name.toLowerCase()); copy += 1) {
      name = `${folder}/${copyName(`${base}${extension}`, copy)}`;
    }
    this.taken.add(name.toLowerCase());
    return name;
  }
}
