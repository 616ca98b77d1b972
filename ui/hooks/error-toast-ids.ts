/**
 * Error toasts carry ids with this prefix, one id per message: a repeated error replaces its
 * toast, and a form that moves on can close them (use-error-toasts-cleared.ts).
 */
export const ERROR_TOAST_PREFIX = 'error:';
