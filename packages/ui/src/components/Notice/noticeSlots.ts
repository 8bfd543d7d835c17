/**
 * The parts of a Notice's markup an island fills (see slots/slots.ts): a page without React clones
 * a Notice rendered with empty texts and writes a flow's notice into these.
 */
export const noticeSlot = { title: 'title', description: 'description' } as const;
