import { stringifySearch } from '../../routing/router-search';

/**
 * Addresses of the user and group cards. Those screens are another part of the app; the addresses are built here,
 * the way the router writes search params, so the contact lists do not depend on how those routes declare them.
 */
export const userCardHref = (userID: string) => `/userCard${stringifySearch({ userID })}`;
export const groupCardHref = (groupID: string) => `/groupCard${stringifySearch({ groupID })}`;
