/**
 * The product spec's message catalogue (section 8), word for word. Client and server both read
 * from here so a message is never typed twice.
 */

export const REGISTRATION_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  emailAlreadyInUse: 'This email is already registered.',
  weakPassword: 'Password should be at least 6 characters.',
  missingPassword: 'Please enter a password.',
  failed: 'Registration failed. Please try again.',
  success: 'Registration successful!',
} as const;

export const LOGIN_MESSAGES = {
  invalidEmail: REGISTRATION_MESSAGES.invalidEmail,
  userNotFound: 'No user found with this email.',
  wrongPassword: 'Incorrect password. Please try again.',
  failed: 'Login failed. Please try again.',
  success: 'Login successful!',
} as const;

export const GOOGLE_MESSAGES = {
  popupClosedByUser: 'Login canceled. Please try again.',
  cancelledPopupRequest: 'Another login is already in progress.',
  popupBlocked: 'Popup blocked by browser. Please allow popups and try again.',
  networkRequestFailed: 'Network error. Please check your connection and try again.',
  failed: 'Google login failed. Please try again.',
  userDocumentFailed: 'Failed to create user document. Please try again.',
  success: 'Logged in with Google!',
} as const;

export const UPLOAD_MESSAGES = {
  fileTooLarge: 'File size must be less than 10MB',
  unsupportedType: 'File type not supported. Please upload PDF, CSV, XLS, or XLSX files.',
  tooManyFiles: 'Only one file is allowed.',
  dropFailed: 'Upload failed. Please try again.',
  browseFailed: 'Unable to upload your document',
} as const;

export const SESSION_MESSAGES = {
  logoutFailed: 'Error logging out. Try again.',
} as const;

export const PROFILE_MESSAGES = {
  requiresRecentLogin:
    'Security Alert: Please logout and login back in to update your email or password.',
  failed: 'Error updating profile.',
  success: 'Profile updated successfully!',
  /** Ours: the spec asks only for a recent sign-in; a session left open is not its owner. */
  currentPasswordRequired: 'Enter your current password to change your email or password.',
  currentPasswordWrong: 'Your current password is not correct.',
} as const;

export const UPGRADE_MESSAGES = {
  selectPlan: 'Please select a plan to upgrade.',
  mustBeLoggedIn: 'You must be logged in.',
  /** Not the spec's: a server run with PAYMENTS=off says this rather than taking a payment. */
  unavailable: 'Upgrades are not available on this server right now. Please contact support.',
} as const;

export const PAYMENT_MESSAGES = {
  failed: 'Payment failed.',
  verificationFailed: 'Payment verification failed.',
  verificationRequestFailed: 'Verification failed.',
  popupClosed: 'Payment popup was closed without completing the payment.',
  upgraded: (plan: string) => `Plan upgraded to ${plan} successfully!`,
} as const;

export const CHAT_MESSAGES = {
  selectDocument: 'Please select a document chat to send a message.',
  answerFailed: 'Sorry, something went wrong while getting AI response.',
  greeting: 'Hello! Upload a bank statement to chat with your documents.',
  noStatements: 'Upload a statement first: this chat answers from all of your statements together.',
  messageNotFound: 'That answer is not in this chat.',
} as const;

export const SUPPORT_MESSAGES = {
  sidebarCopied: 'Support email copied to clipboard!, send us an email for any queries.',
  contactCopied: (email: string) => `Support email ${email} copied to clipboard.`,
} as const;

export const NOT_FOUND_MESSAGE = 'The page you are trying to visit does not exist';

/** Messages of our own, for cases the spec does not cover. */
export const SERVER_MESSAGES = {
  csrfFailed: 'Your security token is missing or stale. Reload the page and try again.',
  notFound: 'Not found.',
  invalidInput: 'The request is not valid.',
  nulCharacter: 'Text cannot contain a NUL character. Remove it and try again.',
  payloadTooLarge: 'The request is too large.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
