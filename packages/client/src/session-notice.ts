// Why the user was signed out, carried to /signin (possibly another app on this origin).
const KEY = 'assay.sessionNotice';

export const SESSION_ENDED_MESSAGE =
  'Your access has changed or your session has ended. Please sign in again.';

export function leaveSessionNotice(message = SESSION_ENDED_MESSAGE): void {
  try {
    window.sessionStorage.setItem(KEY, message);
  } catch {
    // Storage may be unavailable (private mode); the sign-in page then shows no reason.
  }
}

/** The notice left for the sign-in page, removed as it is read (shown once). */
export function takeSessionNotice(): string | null {
  try {
    const message = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
