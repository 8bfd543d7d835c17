export {
  RoiFigures,
  type RoiFiguresProps,
  type RoiFigure,
  type RoiFiguresTone,
} from './RoiFigures';
