/**
 * The project's Storybook preview (decorators, parameters, addons), which the stories beside the
 * components start from: `const meta = preview.meta({ title, component, args })`, then one
 * `meta.story({ ... })` per state.
 */
export { default } from '../../../../.storybook/preview';
