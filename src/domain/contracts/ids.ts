/**
 * Row ids are PostgreSQL `serial` (integer) columns. A larger number names no row, and the database refuses to
 * compare an integer column with it (an error, not "not found"), so id fields stop here.
 */
export const MAX_RECORD_ID = 2_147_483_647;
