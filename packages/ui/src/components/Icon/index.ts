export {
  Icon,
  IconTile,
  iconNames,
  type IconName,
  type IconProps,
  type IconTileProps,
  type IconTileSize,
  type IconTileTone,
  type IconTileShape,
} from './Icon';
