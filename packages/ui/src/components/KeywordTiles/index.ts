export { KeywordTiles, type KeywordTile, type KeywordTilesProps } from './KeywordTiles';
