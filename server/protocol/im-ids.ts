import * as z from 'zod';

/**
 * The longest user or group ID: what `user_register` and `create_group` accept (OpenIM's tables kept them in
 * varchar(64)). No stored ID is longer, so a longer one in a read names nothing and is refused before it costs a
 * lookup or a row.
 */
export const MAX_IM_ID_LENGTH = 64;

export const imID = z.string().max(MAX_IM_ID_LENGTH);
