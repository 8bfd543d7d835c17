// The header's code (with its Radix menus) as a separate chunk; see LazySiteHeader.
export { SiteHeader as default } from '@northbeam/ui';
