export { BlogCard, type BlogCardProps, type BlogImage } from './BlogCard';
