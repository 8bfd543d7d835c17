import type { Plugin } from 'vite';

export interface BuiltPart {
  entry: string;
  imports: string[];
  /** The chunks a French page preloads as well: the ui's French pack (app/acting/frenchPack.ts). */
  french: string[];
}
export function actingPartsPlugin(siteDir: string): Plugin;
export function readActingParts(buildDir: string): Record<string, BuiltPart>;
