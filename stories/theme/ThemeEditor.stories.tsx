import preview from '../../.storybook/preview';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { defaultTheme } from '@northbeam/ui';
import { ThemeEditor } from './ThemeEditor';

const meta = preview.meta({
  title: 'Foundations/Theme editor',
  component: ThemeEditor,
  parameters: { layout: 'padded' },
});

/**
 * Set the brand colours, fonts and corners on the left; the components and the sample page take
 * them at once. A failing colour pair is named with its ratio; "Copy theme" copies the theme
 * object to paste into your app.
 */
export const Editor = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every text and control pair passes.')).toBeVisible();

    // A pale brand colour: white text on it and it as link text on white both fail.
    const primary = canvas.getByLabelText('primary');
    fireEvent.input(primary, { target: { value: '#ffd400' } });
    const failing = await canvas.findByRole('list', { name: 'Failing pairs' });
    await expect(failing).toHaveTextContent('onPrimary on primary: 1.43:1 (needs 4.5:1)');
    await expect(failing).toHaveTextContent('primary on surface: 1.43:1 (needs 4.5:1)');
    await expect(canvas.getByText(/primary: "#ffd400"/)).toBeVisible();
    // The preview's primary button is painted with it.
    const button = canvas.getByRole('button', { name: 'Primary' });
    await waitFor(() => expect(getComputedStyle(button).backgroundColor).toBe('rgb(255, 212, 0)'));

    // Back to a passing colour: the list is gone (and axe, after this, checks a passing page).
    fireEvent.input(primary, { target: { value: defaultTheme.color.primary } });
    await expect(await canvas.findByText('Every text and control pair passes.')).toBeVisible();

    fireEvent.change(canvas.getByLabelText('Heading font'), {
      target: { value: 'Georgia, "DejaVu Serif", serif' },
    });
    const heading = canvas.getByRole('heading', { name: 'A sample page in your theme' });
    await waitFor(() => expect(getComputedStyle(heading).fontFamily).toMatch(/^Georgia/));
    await expect(canvas.getByText(/heading: "Georgia/)).toBeVisible();
  },
});
