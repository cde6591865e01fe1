// A player's account (mounted at /bff in app.ts): sign-in and the anonymous account flows under
// /auth, the profile and second factor under /user, the avatar upload (/upload-base64) and the
// stored images (/upload), and the DUPR link (/dupr).
import { addOperations, createAccountApp } from './account-app.ts'
import * as answerChallenge from './answer-challenge.ts'
import * as beginTotpSetup from './begin-totp-setup.ts'
import * as checkPasswordStrength from './check-password-strength.ts'
import * as confirmTotpSetup from './confirm-totp-setup.ts'
import * as forgotPassword from './forgot-password.ts'
import * as getDuprLogin from './get-dupr-login.ts'
import * as getMfa from './get-mfa.ts'
import * as getProfile from './get-profile.ts'
import * as getUpload from './get-upload.ts'
import * as linkDupr from './link-dupr.ts'
import * as listCountries from './list-countries.ts'
import * as refreshSession from './refresh-session.ts'
import * as resendCode from './resend-code.ts'
import * as resetPassword from './reset-password.ts'
import * as setMfaPreference from './set-mfa-preference.ts'
import * as signIn from './sign-in.ts'
import * as signOut from './sign-out.ts'
import * as signUp from './sign-up.ts'
import * as unlinkDupr from './unlink-dupr.ts'
import * as updateProfile from './update-profile.ts'
import * as uploadAvatar from './upload-avatar.ts'
import * as verifySignUp from './verify-sign-up.ts'

/** app.ts exempts these from the session CSRF check (each checks the origin instead). */
export { AUTH_SESSIONLESS_PATHS } from './session.ts'
/** The event image (features/organizer) is checked like an avatar. */
export { decodeBase64File, sniffImageType } from './upload-store.ts'
/** The DUPR results export (features/exports) talks to the same service. */
export { DUPR_ENDPOINTS, type DuprConfig } from './ratings-store.ts'

export function createAccountsApp() {
  // Errors fall through to the /bff app's handler (app.ts), as they always did.
  return addOperations(createAccountApp(), [
    listCountries,
    signIn,
    answerChallenge,
    refreshSession,
    signOut,
    signUp,
    verifySignUp,
    resendCode,
    forgotPassword,
    resetPassword,
    checkPasswordStrength,
    getProfile,
    updateProfile,
    getMfa,
    beginTotpSetup,
    confirmTotpSetup,
    setMfaPreference,
    uploadAvatar,
    getUpload,
    getDuprLogin,
    linkDupr,
    unlinkDupr,
  ])
}
