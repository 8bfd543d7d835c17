/** Packages the stories load in the browser; shared by Storybook and the story tests. */
export const browserDependencies = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  '@vanilla-extract/sprinkles/createRuntimeSprinkles',
  '@vanilla-extract/dynamic',
  'xstate',
  '@xstate/react',
  'storybook/test',
];
