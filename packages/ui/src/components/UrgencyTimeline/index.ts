export { UrgencyTimeline, type UrgencyTimelineProps, type UrgencyStep } from './UrgencyTimeline';
