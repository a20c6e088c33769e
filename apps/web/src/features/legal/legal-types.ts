/** A paragraph, or a bulleted list when the block is an array. */
export type LegalBlock = string | readonly string[];

export interface LegalSection {
  /** Anchor for the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}
