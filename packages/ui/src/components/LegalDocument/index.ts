export {
  LegalDocument,
  type LegalDocumentProps,
  type LegalSection,
  type LegalContact,
} from './LegalDocument';
