// The address book's pages (account-ordering.md §2).
export const ADDRESS_BOOK_URL = '/account/addresses';
export const GROUPS_URL = '/account/addresses/groups';
export const addUrl = () => `${ADDRESS_BOOK_URL}/add`;
export const copyUrl = (id: string) => `${ADDRESS_BOOK_URL}/add/${id}`;
export const editUrl = (id: string) => `${ADDRESS_BOOK_URL}/edit/${id}`;
export const deleteUrl = (id: string) => `${ADDRESS_BOOK_URL}/delete/${id}`;
export const groupAddUrl = () => `${GROUPS_URL}/add`;
export const groupEditUrl = (id: string) => `${GROUPS_URL}/edit/${id}`;
export const groupMergeUrl = (id: string) => `${GROUPS_URL}/merge/${id}`;
export const groupDeleteUrl = (id: string) => `${GROUPS_URL}/delete/${id}`;
export const groupContactsUrl = (id: string) => `${ADDRESS_BOOK_URL}?group=${id}`;
export const IMPORT_URL = `${ADDRESS_BOOK_URL}/import`;
export const importPreviewUrl = (id: string) => `${IMPORT_URL}/${id}`;
export const REQUEST_URL = `${ADDRESS_BOOK_URL}/request`;
export const REQUEST_SETTINGS_URL = `${ADDRESS_BOOK_URL}/requests/settings`;
