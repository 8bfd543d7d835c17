export {
  Icon,
  IconTile,
  iconNames,
  type IconName,
  type IconProps,
  type IconTileProps,
} from './Icon';
export {
  iconTileShapes,
  iconTileSizes,
  iconTileTones,
  type IconTileSize,
  type IconTileTone,
  type IconTileShape,
} from './Icon.props';
