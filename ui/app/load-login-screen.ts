/**
 * The login screen, a first-load chunk of its own (vite.first-load-chunks.ts): boot.ts fetches
 * it with the app on /login, and a signed-out visitor elsewhere loads it when shown the login.
 */
export const loadLoginScreen = () => import('../screens/accounts/login-screen.js');
