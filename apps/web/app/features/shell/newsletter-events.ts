// The journey events of a newsletter signup (spec: Newsletter, Signup, Success or Failed), one pair for
// the signup sent with scripts (recorded by the page) and the one posted without (recorded by the action).

export const NEWSLETTER_SIGNUP_SUCCESS = { category: 'Newsletter', event: 'Signup', label: 'Success' };
export const NEWSLETTER_SIGNUP_FAILED = { category: 'Newsletter', event: 'Signup', label: 'Failed' };
