// Header, navigation, search, region switcher, footer, newsletter, alerts and notifications.
export const SHELL: Record<string, string> = {
  'shell.breadcrumbs.home': 'Home',
  'shell.breadcrumbs.label': 'Breadcrumbs',
};
