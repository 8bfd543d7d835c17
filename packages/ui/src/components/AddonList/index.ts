export { AddonList, type AddonListProps, type Addon } from './AddonList';
export type { AddonPrice } from './addonPrice';
