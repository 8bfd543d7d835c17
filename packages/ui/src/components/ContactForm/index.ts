export {
  ContactForm,
  defaultContactFormLabels,
  defaultCityOptions,
  defaultBudgetOptions,
  emptyContactFormValues,
  type ContactFormProps,
  type ContactFormField,
  type ContactFormValues,
  type ContactFormLabels,
  type ContactFormNotice,
} from './ContactForm';
export {
  TextField,
  SelectField,
  TextAreaField,
  type TextFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type SelectOption,
} from './fields';
