// The folder's public face: the package entry reads this folder from here.
export type * from './types.js';
export * from './authFormMachine.js';
export { validateAuthForm } from './validateAuthForm.js';
export { selectAuthForm, selectAuthMode, type AuthFormView } from './selectAuthForm.js';
