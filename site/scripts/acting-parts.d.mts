export interface BuiltPart {
  entry: string;
  imports: string[];
  /** The chunks a French page preloads as well: the ui's French pack (app/acting/frenchPack.ts). */
  french: string[];
}
export function buildActingParts(
  clientDir: string,
  stylesheet: string,
): Promise<Record<string, BuiltPart>>;
