/**
 * The value of the "Suggest a category" option, and of "nothing chosen yet". An empty string
 * would make the select look empty; NUL never occurs in a category name.
 */
export const SUGGEST_CATEGORY = '\u0000suggest';
export const NO_CATEGORY = '\u0000none';
