/** The "Your data" section's texts the site owns (the panel's own texts live in the ui package). */
export interface YourDataText {
  fileName: (date: string) => string;
  closeErrors: {
    reauthentication_failed: string;
    password_required: string;
    closure_in_progress: string;
    rate_limited: string;
    other: string;
  };
}

export const yourDataText: YourDataText = {
  fileName: (date) => `northbeam-my-data-${date}.json`,
  closeErrors: {
    reauthentication_failed: 'That password is not correct.',
    password_required: 'Enter your password to confirm it is you.',
    closure_in_progress: 'Your account is already being closed. Please wait a moment.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    other: 'We could not close your account. Nothing was lost: please try again.',
  },
};
