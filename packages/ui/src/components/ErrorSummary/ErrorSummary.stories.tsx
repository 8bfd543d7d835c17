import preview from '../../stories-support/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ErrorSummary, type ErrorSummaryProps } from './ErrorSummary';
import { frenchArgs } from '../../stories-support/french';
import { TextField } from '../TextField/TextField';
import { framed } from '../../stories-support/decorators';
import { useLocale } from '../../i18n/context';

const ignore = () => {};

const storyFields: readonly { id: string; type?: 'email'; en: string; fr: string }[] = [
  { id: 'story-first-name', en: 'First Name', fr: 'Prénom' },
  { id: 'story-email', type: 'email', en: 'Email', fr: 'Courriel' },
];

/** The two fields' labels in the story's language (the French re-check renders every story in fr-CA). */
function StoryFields({ errors }: { errors: readonly { fieldId: string; message: string }[] }) {
  const french = useLocale() === 'fr-CA';
  return storyFields.map(({ id, type, en, fr }) => (
    <TextField
      key={id}
      id={id}
      type={type}
      label={french ? fr : en}
      value=""
      onValueChange={ignore}
      required
      error={errors.find((e) => e.fieldId === id)?.message}
    />
  ));
}

/** The summary above two fields that carry the same messages, as a form renders them. */
const meta = preview.meta({
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    title: 'Please fill in required fields',
    description: 'First name, last name, email, and message are required.',
    errors: [
      { fieldId: 'story-first-name', message: 'Enter your first name' },
      { fieldId: 'story-email', message: 'Enter your email address' },
    ],
  },
  decorators: [framed({ maxWidth: 560 })],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <ErrorSummary {...args} />
      <StoryFields errors={args.errors} />
    </div>
  ),
});

export const SeveralFields = meta.story({
  name: 'Several fields',
  parameters: frenchArgs<ErrorSummaryProps>({
    title: 'Veuillez remplir les champs obligatoires',
    description: 'Le prénom, le nom, le courriel et le message sont obligatoires.',
    errors: [
      { fieldId: 'story-first-name', message: 'Entrez votre prénom' },
      { fieldId: 'story-email', message: 'Entrez votre adresse courriel' },
    ],
  }),
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveAccessibleName('Please fill in required fields');
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your email address' }));
    await expect(canvas.getByLabelText(/^Email/)).toHaveFocus();
    await expect(canvas.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter your email address',
    );
  },
});

export const OneField = meta.story({
  name: 'One field, no notice text',
  args: {
    title: undefined,
    description: undefined,
    errors: [{ fieldId: 'story-email', message: 'Enter an email address like name@example.com' }],
  },
  parameters: frenchArgs<ErrorSummaryProps>({
    errors: [
      { fieldId: 'story-email', message: 'Entrez une adresse courriel comme nom@exemple.ca' },
    ],
  }),
  play: async ({ canvas }) => {
    // Without the flow's title the pack's general one shows.
    await expect(canvas.getByRole('alert')).toHaveAccessibleName('There is a problem');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    canvas.getByRole('alert').blur();
  },
});

export const French = meta.story({
  name: 'French copy',
  args: {
    lang: 'fr-CA',
    title: 'Veuillez remplir les champs obligatoires',
    description: 'Le prénom, le nom, le courriel et le message sont obligatoires.',
    errors: [{ fieldId: 'story-first-name', message: 'Entrez votre prénom' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Entrez votre prénom' })).toBeVisible();
    canvas.getByRole('alert').blur();
  },
});
