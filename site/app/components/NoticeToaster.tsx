// The ui Toaster as a chunk of its own; see Notices.tsx for when it loads.
export { Toaster as default } from '@northbeam/ui';
