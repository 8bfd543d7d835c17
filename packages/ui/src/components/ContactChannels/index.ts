export { ContactChannels, type ContactChannelsProps, type ContactChannel } from './ContactChannels';
