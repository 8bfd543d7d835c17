export { KeywordTiles, type KeywordTilesProps } from './KeywordTiles';
