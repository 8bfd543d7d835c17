export { TeamProfile, type TeamProfileProps, type TeamProfilePhoto } from './TeamProfile';
