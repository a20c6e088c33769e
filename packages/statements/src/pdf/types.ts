import type { Role } from '../table/columns';

/**
 * A run of text on a page: one pdf.js item, or part of one when the item held several
 * columns apart by runs of spaces. Coordinates are PDF user space: x grows rightward, y upward.
 */
export interface Word {
  text: string;
  x0: number;
  x1: number;
  /** Baseline. */
  y: number;
  /** Font size, the unit every distance on the page is measured in. */
  size: number;
}

/** Words sharing a baseline (within a tolerance), left to right. */
export interface Line {
  /** The top-most baseline among the line's words. */
  y: number;
  /** The largest font size on the line. */
  size: number;
  words: Word[];
}

/** Words close enough together on a line to read as one phrase, e.g. a header label. */
export interface Segment {
  text: string;
  x0: number;
  x1: number;
}

/** One column of a transaction table, placed where its header label is printed. */
export interface Column {
  /** The label as the grid's header row will say it, so `readTable` maps it to `role`. */
  name: string;
  role: Role | null;
  x0: number;
  x1: number;
}

/** A header found on a page: its columns, and the lines it takes up. */
export interface Header {
  columns: Column[];
  /** Index of the header's first and last line in the page's lines. */
  first: number;
  last: number;
  /** The font size of the header, used to measure gaps below it. */
  size: number;
}
