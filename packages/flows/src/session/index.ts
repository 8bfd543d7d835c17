// The folder's public face: the package entry reads this folder from here.
export * from './types.js';
export * from './sessionMachine.js';
