// The words the components say by themselves (a dialog's ×, a pager's Previous): @assay/ui has no
// message catalog, so the app's mount passes them in the page's language through LocaleProvider.
// English stands in without a provider (a unit test, a bench harness).
export interface UiText {
  close: string;
  cancel: string;
  confirm: string;
  remove: string;
  dismiss: string;
  select: string;
  loading: string;
  somethingWentWrong: string;
  tryAgain: string;
  noResults: string;
  goHome: string;
  notifications: string;
  toDarkTheme: string;
  toLightTheme: string;
  mainNavigation: string;
  skipToContent: string;
  openNavigation: string;
  closeNavigation: string;
  previous: string;
  next: string;
  chartPoint: string;
  chartValue: string;
  notFound: string;
  notFoundDescription: string;
  noAccess: string;
  noAccessTitle: string;
  noAccessMessage: string;
  pageFailed: string;
  /** Under a required field left empty whose own rules say nothing of empty values. */
  required: string;
}

export const englishUiText: UiText = {
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  remove: 'Remove',
  dismiss: 'Dismiss',
  select: 'Select…',
  loading: 'Loading…',
  somethingWentWrong: 'Something went wrong',
  tryAgain: 'Try again',
  noResults: 'No results',
  goHome: 'Go home',
  notifications: 'Notifications',
  toDarkTheme: 'Switch to dark theme',
  toLightTheme: 'Switch to light theme',
  mainNavigation: 'Main',
  skipToContent: 'Skip to content',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  previous: 'Previous',
  next: 'Next',
  chartPoint: 'Point',
  chartValue: 'Value',
  notFound: 'Page not found',
  notFoundDescription: 'The address may be mistyped, or the page has moved.',
  noAccess: 'No access',
  noAccessTitle: "You don't have access to this page",
  noAccessMessage: 'Ask an administrator of your organisation if you need access.',
  pageFailed: 'This page failed to load. Check your connection and try again.',
  required: 'This field is required',
};
