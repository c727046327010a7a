// Where a sign-in is kept in the browser (session.ts): apart, so that a server-rendered page's boot script
// (ssr-boot.ts) can tell a signed-in visitor without loading the store.
export const TOKEN_KEY = 'token';
export const USER_EMAIL_KEY = 'userEmail';
