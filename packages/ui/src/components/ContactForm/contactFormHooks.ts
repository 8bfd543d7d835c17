// The attributes ContactForm's markup carries for a page that runs it without React
// (contactFormBehaviour.ts), in a module of their own: a script that reads them does not bundle
// the component's prop tables (ContactForm.props.ts re-exports them).
/**
 * The attributes of the prerendered markup that the DOM behaviour (contactFormBehaviour.ts) writes
 * into: one owner for the selectors of the component, the behaviour and an island.
 */
export const contactFormHooks = {
  form: 'data-contact-form',
  /** Around the error summary, hidden while no field is in error. */
  summary: 'data-contact-summary',
  /** On each part a sent enquiry hides (the hint, the plan, the fields, the button). */
  editing: 'data-contact-editing',
  /** The line naming the plan the visitor came about: rendered empty and hidden while none is. */
  plan: 'data-contact-plan',
  /** The status region the default and success notices are written into. */
  status: 'data-contact-status',
  /** On the send failure's notice (an alert) once a page without React has put it in. */
  alert: 'data-contact-alert',
  /** On a `<template>`: the Notice markup of one tone, for a page without React to fill. */
  noticeTemplate: 'data-contact-notice-tone',
  /** On a `<template>`: a field's error message, put under the field it describes. */
  fieldErrorTemplate: 'data-contact-field-error',
} as const;
