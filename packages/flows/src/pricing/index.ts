// The folder's public face: the package entry reads this folder from here.
export * from './pricing.js';
