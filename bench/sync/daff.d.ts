/** The part of daff (which ships no types) that the sync benchmark calls. */
declare module 'daff' {
  export interface Table {
    readonly __table: never;
  }
  interface Alignment {
    readonly __alignment: never;
  }
  interface Daff {
    TableView: new (data: unknown[][]) => Table;
    CompareFlags: new () => { addPrimaryKey(column: string): void };
    compareTables3(
      parent: Table,
      local: Table,
      remote: Table,
      flags: unknown,
    ): { align(): Alignment };
    TableDiff: new (alignment: Alignment, flags: unknown) => { hilite(output: Table): boolean };
  }
  const daff: Daff;
  export default daff;
}
