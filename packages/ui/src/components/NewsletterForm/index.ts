export { NewsletterForm } from './NewsletterForm';
export {
  newsletterFormPropDefs,
  type NewsletterFormLabels,
  type NewsletterFormNotice,
  type NewsletterFormProps,
} from './NewsletterForm.props';
