export {
  Icon,
  IconTile,
  iconNames,
  iconTileShapes,
  iconTileSizes,
  iconTileTones,
  type IconName,
  type IconProps,
  type IconTileProps,
  type IconTileSize,
  type IconTileTone,
  type IconTileShape,
} from './Icon';
