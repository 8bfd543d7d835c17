export {
  AddonCard,
  defaultAddonCardLabels,
  type AddonCardProps,
  type AddonCardLabels,
} from './AddonCard';
