/** A toast the flow wants shown; the ui decides how. 'success': what the person asked for is done. */
export interface Notice {
  tone: 'default' | 'success' | 'destructive';
  title: string;
  description?: string;
}

export const notice = (tone: Notice['tone'], title: string, description?: string): Notice =>
  description === undefined ? { tone, title } : { tone, title, description };
