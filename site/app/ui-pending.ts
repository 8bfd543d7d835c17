/**
 * ui components that exist in packages/ui but are not yet in its src/index.ts. Import them from
 * here; once the integrator exports one, move its import to '@northbeam/ui' and drop the line.
 */
export * from '../../packages/ui/src/components/Hero';
export * from '../../packages/ui/src/components/StatGrid';
export * from '../../packages/ui/src/components/FeatureGrid';
export * from '../../packages/ui/src/components/SiteFooter';
export * from '../../packages/ui/src/components/BlogCard';
export * from '../../packages/ui/src/components/ArticleView';
export * from '../../packages/ui/src/components/LegalDocument';
