export { RoiFigures } from './RoiFigures';
export {
  roiFiguresTones,
  type RoiFigure,
  type RoiFiguresProps,
  type RoiFiguresTone,
} from './RoiFigures.props';
