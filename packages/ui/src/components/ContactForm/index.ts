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
} from './ContactForm';
export { FormNotice, type FormNoticeData, type FormNoticeTone } from './FormNotice';
export {
  TextField,
  SelectField,
  TextAreaField,
  type TextFieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type SelectOption,
} from './fields';
