/**
 * The attribute of the data blocks that carry React Router's hydration data in a page
 * (held-router-data.server.ts writes them, released-router-data.ts hands them over). Each block's
 * text is JSON: a string, one chunk of the data stream, or `null`, its end.
 */
export const routerDataAttribute = 'data-router-data';
