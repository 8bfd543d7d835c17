/** A toast the flow wants shown; the ui decides how. 'success': what the person asked for is done. */
export interface Notice {
  tone: 'default' | 'success' | 'destructive';
  title: string;
  description?: string;
}

export const notice = (tone: Notice['tone'], title: string, description?: string): Notice =>
  description === undefined ? { tone, title } : { tone, title, description };

/** The notice a texts section spells as a `<key>Title` and `<key>Description` pair. */
export const pairedNotice = <K extends string>(
  tone: Notice['tone'],
  texts: Record<`${K}Title` | `${K}Description`, string>,
  key: K,
): Notice => notice(tone, texts[`${key}Title`], texts[`${key}Description`]);
