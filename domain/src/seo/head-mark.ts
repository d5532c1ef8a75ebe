/** The attribute that marks the tags a page head owns (replaced on every navigation). */
export const HEAD_MARK = 'data-head';
