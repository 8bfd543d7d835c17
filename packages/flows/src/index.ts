export { texts } from './texts.js';
export { notice, type Notice } from './notice.js';
export { MIN_PASSWORD_LENGTH, isEmail, isBlank } from './validation.js';
export * from './pricing/pricing.js';
export * from './billingPeriod/billingPeriodMachine.js';
export * from './contactForm/contactFormMachine.js';
export { notProvided } from './provided.js';
export * from './authForm/authFormMachine.js';
export * from './session/sessionMachine.js';
