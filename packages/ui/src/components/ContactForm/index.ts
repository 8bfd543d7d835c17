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
export { contactFormHooks } from './ContactForm.props';
