// How something public goes away (SUPPORT.md, "Deprecations"): it keeps working for a whole major
// version and warns once, naming its replacement, while an app is developed; production stays
// silent, so a visitor's console is never filled with a developer's to-do list.

// Typed here rather than through @types/node: the package runs in browsers.
declare const process: { env: { NODE_ENV?: string } };

const warned = new Set<string>();

function inDevelopment(): boolean {
  // Bundlers replace `process.env.NODE_ENV` ('production' in a production build); a page that
  // loads the modules without a bundler has no `process` and counts as production.
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/** Warns once per `what` in development: "`what` is deprecated: use `instead`. …". */
export function warnDeprecated(what: string, instead: string, removal = 'the next major version') {
  if (warned.has(what) || !inDevelopment()) return;
  warned.add(what);
  console.warn(
    `@northbeam/ui: ${what} is deprecated: use ${instead}. It will be removed in ${removal}.`,
  );
}
