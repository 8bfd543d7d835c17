// The shape of the components' prop tables (`*.props.ts`), which Storybook's docs read
// (stories-support/propDocs.ts): Radix Themes' props definitions, as plain data. The helpers are
// marked free of side effects (`#__NO_SIDE_EFFECTS__`, which Rolldown, esbuild and Terser read):
// a module that imports a component's hooks from its `*.props.ts` (the island's behaviours) then
// leaves the prop tables it does not read out of the bundle instead of calling these to build them.

/** One prop's entry in the docs: its type as written, its default, what it does. */
export interface PropDef {
  type: string;
  default?: string | number | boolean;
  required?: boolean;
  description: string;
}

/** A value list as the union type the docs show, e.g. `'sm' | 'md' | 'lg'`. */
export const unionType = /* #__NO_SIDE_EFFECTS__ */ (values: readonly string[]) =>
  values.map((value) => `'${value}'`).join(' | ');

/** A prop that takes one of a value list (a variant, a tone, a size), with its default. */
export const choicePropDef = /* #__NO_SIDE_EFFECTS__ */ <Value extends string>(
  values: readonly Value[],
  fallback: Value,
  description: string,
) => ({ type: unionType(values), default: fallback, description }) satisfies PropDef;

/** A prop that is on or off, with its default. */
export const booleanPropDef = /* #__NO_SIDE_EFFECTS__ */ (fallback: boolean, description: string) =>
  ({ type: 'boolean', default: fallback, description }) satisfies PropDef;

/** The `lang` prop every component with copy takes (a French card on an English page). */
export const langPropDef = {
  type: 'string',
  description: "Its language where it differs from the page's, e.g. 'fr-CA'.",
} as const satisfies PropDef;

/** The `headingLevel` prop: the levels a component allows, with its default or other details. */
export const headingLevelPropDef = /* #__NO_SIDE_EFFECTS__ */ (
  levels: readonly number[],
  details: Partial<PropDef> = {},
) =>
  ({
    type: levels.join(' | '),
    description: "The heading's level.",
    ...details,
  }) satisfies PropDef;
