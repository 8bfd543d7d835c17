export { HoneypotField, HONEYPOT_FIELD_NAME, type HoneypotFieldProps } from './HoneypotField';
