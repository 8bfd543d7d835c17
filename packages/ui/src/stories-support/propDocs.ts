import type { PropDef } from '../propDef';

/**
 * Storybook's argTypes from a component's prop table (`*.props.ts`): each prop's type as the code
 * writes it, its default as the component applies it and its description, so the docs page shows
 * no `unknown` and cannot drift from the definitions.
 */
export function argTypesFrom(defs: Record<string, PropDef>) {
  return Object.fromEntries(
    Object.entries(defs).map(([prop, def]) => [
      prop,
      {
        description: def.description,
        type: { name: 'other' as const, value: def.type, required: def.required === true },
        table: {
          type: { summary: def.type },
          ...(def.default === undefined ? {} : { defaultValue: { summary: String(def.default) } }),
        },
      },
    ]),
  );
}
