import type { ChildProcess } from 'node:child_process';

export interface BackendUrls {
  url: string;
  inboxUrl: string;
  stripeUrl: string | null;
  serviceRoleKey: string;
  /** e2e/account/backend.ts's test hooks (e.g. `POST /age-sessions?email=`). */
  hooksUrl: string;
}

export function portIsFree(port: number): Promise<boolean>;
export function startBackendProcess(
  port: number,
  siteUrl: string,
  timeoutMs?: number,
): { child: ChildProcess; ready: Promise<BackendUrls> };
export function stopProcess(child: ChildProcess | undefined): Promise<void>;
export function startPublicBackend(
  siteUrl: string,
  timeoutMs?: number,
): Promise<{ urls: BackendUrls; stop(): Promise<void> }>;
