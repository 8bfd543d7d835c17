export { LoadingStatus, type LoadingStatusProps } from './LoadingStatus';
