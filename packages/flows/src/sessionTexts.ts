/**
 * The session's texts on their own: every page's auth provider needs this one message, and a
 * module of its own keeps the rest of the texts out of pages that need nothing else.
 */
export const sessionTexts = {
  /** spec: message of the error thrown when the auth hook is used outside its provider */
  outsideProvider: 'useAuth must be used within an AuthProvider',
} as const;
