export { ArticleView, type ArticleViewProps, type ArticleClosing } from './ArticleView';
