/** A toast the flow wants shown; the ui decides how. */
export interface Notice {
  tone: 'default' | 'destructive';
  title: string;
  description?: string;
}

export const notice = (tone: Notice['tone'], title: string, description?: string): Notice =>
  description === undefined ? { tone, title } : { tone, title, description };
