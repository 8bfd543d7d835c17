import type { ChildProcess } from 'node:child_process';

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void;
export function groupAlive(child: ChildProcess): boolean;
export function stopGroups(children: ChildProcess[], graceMs: number): Promise<void>;
