// Stopping a process with everything it started. A child spawned with `detached: true` leads its
// own process group; its own children (pnpm's node, the backend's MailDev and Deno) join that
// group, so a signal to the group reaches them even when the leader is gone or stuck.

/** Sends `signal` to every process of the child's group (nothing when the group is gone). */
export function signalGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** Whether any process of the child's group is still there (signal 0 only checks). */
export function groupAlive(child) {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM to each child's group; once every process of every group is gone, or `graceMs` is over,
 * SIGKILL to whatever is left; resolves when the groups are gone (at most 2 s after SIGKILL).
 * A leader may exit before its children (pnpm before node, node before Deno), so what is awaited
 * is every process of every group, not the leaders.
 * @param {import('node:child_process').ChildProcess[]} children spawned with `detached: true`
 * @param {number} graceMs
 */
export async function stopGroups(children, graceMs) {
  for (const child of children) signalGroup(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (children.some(groupAlive) && Date.now() < deadline) await pause(50);
  for (const child of children) signalGroup(child, 'SIGKILL');
  // SIGKILL is delivered asynchronously: return only once the groups are gone (bounded).
  const killed = Date.now() + 2_000;
  while (children.some(groupAlive) && Date.now() < killed) await pause(20);
}
