/** Where the browser remembers that the visitor said no to reading the site in their language (its code). */
export const DISMISSED = 'language-offer-dismissed';
