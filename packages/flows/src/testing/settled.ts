/**
 * Waits a macrotask turn, after which every promise a fake backend call settled has reached the
 * machine: a unit test's way of saying "the answer came".
 */
export const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
