import preview from '../../stories-support/preview';
import { expect, fn } from 'storybook/test';
import { Field } from './Field';
import { useField, type FieldProps } from './useField';
import * as css from './Field.css';
import { frenchArgs } from '../../stories-support/french';

/**
 * The frame behind TextField, SelectField and TextAreaField: `useField` wires the ids, `Field`
 * lays out label, control, hint and error. A new kind of field renders its own control inside.
 */
function DateField(props: FieldProps) {
  const { field, control } = useField(props);
  return (
    <Field {...field}>
      <input type="date" className={css.control} {...control} />
    </Field>
  );
}

const meta = preview.meta({
  title: 'Forms/Field',
  component: DateField,
  args: {
    label: 'Preferred start date',
    value: '2026-03-02',
    onValueChange: fn(),
    hint: 'We confirm the date by email.',
  },
  parameters: frenchArgs<FieldProps>({
    label: 'Date de début souhaitée',
    hint: 'Nous confirmons la date par courriel.',
  }),
});

export const CustomControl = meta.story();

export const CustomControlWithError = meta.story({
  args: { required: true, error: 'Choose a date from next week on' },
  parameters: frenchArgs<FieldProps>({
    error: 'Choisissez une date à partir de la semaine prochaine',
  }),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Preferred start date/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We confirm the date by email. Choose a date from next week on',
    );
  },
});
