import type { Plugin } from 'vite';

export interface BuiltPart {
  entry: string;
  imports: string[];
}
export function actingPartsPlugin(siteDir: string): Plugin;
export function readActingParts(buildDir: string): Record<string, BuiltPart>;
