// The folder's public face: the package entry reads this folder from here.
export * from './newsletterMachine.js';
export * from './newsletterLinkMachine.js';
