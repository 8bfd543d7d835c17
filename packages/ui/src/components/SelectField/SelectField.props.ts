// SelectField's option type apart from the component: the ui's locale packs (i18n/types.ts) give
// the contact form's options in it and import no component (the components read the packs).

export interface SelectOption {
  value: string;
  label: string;
}
