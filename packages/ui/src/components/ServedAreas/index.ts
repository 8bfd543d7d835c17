export { ServedAreas, type ServedAreasProps } from './ServedAreas';
