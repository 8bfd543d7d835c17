/**
 * End dates in the machine's own notices ('Changes to … on {date}'); the dashboard view takes the
 * site's formatter instead, so the card's dates all read alike.
 */
export const formatSubscriptionEnd = (end: string): string => {
  const date = new Date(end);
  return Number.isNaN(date.getTime())
    ? end
    : date.toLocaleDateString('en-CA', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
};
