import { invitationPath } from '@cardshop/shared/contracts/organisations';

// The businesses' pages (storefront.md §2: manage.dashboard; decision record 32).
export const BUSINESS_SIGNUP_URL = '/business/signup';
export const MANAGE_URL = '/manage';
export const invitationUrl = invitationPath;
