export {
  AccountSettings,
  type AccountSettingsForm,
  type AccountSettingsFormState,
  type AccountSettingsProps,
} from './AccountSettings';
export type { AccountSettingsErrorKind } from './labels';
