import { definePreview } from '@storybook/react-vite';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import addonVitest from '@storybook/addon-vitest';
import { defaultThemeSelector, LinkProvider, type LinkComponentProps } from '../packages/ui/src';
import { frenchPass, localeGlobalType, withLocale } from './locale';

/** Stories must not navigate the preview away when a play function clicks a link. */
function StoryLink({ onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

/**
 * The stories' factory: a story file calls `preview.meta({ title, component, ... })` and then
 * `meta.story({ ... })` for each state, so its types follow from the component and the meta's args
 * (CSF factories). The addons listed here give their parameters (`a11y`) their types and, with this
 * kind of preview, their part in every story's rendering; main.ts lists the same addons.
 */
const preview = definePreview({
  addons: [addonDocs(), addonA11y(), addonVitest()],
  parameters: {
    // Naming the default theme's selector keeps its stylesheet (the :root theme and base styles) in
    // the static build, which otherwise drops the module as unused for stories that use no Box.
    themeSelector: defaultThemeSelector,
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // axe runs on every story; a violation fails the story test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  globalTypes: { locale: localeGlobalType },
  initialGlobals: { locale: 'en-CA' },
  decorators: [
    withLocale,
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  // After the addons' afterEach (axe in English): the same story again in French, with axe.
  afterEach: frenchPass,
  tags: ['autodocs', 'test'],
});

export default preview;
