/** Texts of a member's own account: display name, avatar, password and My Hub. */
export const USER_MESSAGES = {
  displayNameRequired: 'Please enter a display name.',
  displayNameLength: 'Display name must be 3 to 30 characters.',
  displayNameReserved:
    'Display names may not contain “admin” or “xmates”, also in look-alike letters.',
  displayNameHidden:
    'Display names may not contain invisible, control or text-direction characters.',
  displayNameInvalid: 'Display names may not start and end with two underscores.',
  displayNameTaken: 'That display name is taken. Try one of the suggestions.',
  displayNameLookAlike:
    'That display name looks like one another member has. Try one of the suggestions.',
  displayNameAvailable: 'Display name is available.',
  displayNameChecking: 'Checking availability…',
  displayNameSaved: 'Display name updated.',
  displayNameFailed: 'Failed to update display name.',
  displayNamePrompt: 'Choose a display name: it shows on your submissions and comments.',
  avatarType: 'Please choose an image file.',
  avatarTooLarge: 'Max size 3MB.',
  avatarSaved: 'Profile photo updated.',
  avatarUploadFailed: 'Upload failed.',
  avatarImageFailed: 'Failed to upload image.',
  avatarUpdateFailed: 'Could not update profile photo.',
  avatarNotYours: 'That image is not one of your avatar uploads.',
  passwordRequired: 'Enter your current and new password.',
  passwordMismatch: 'New passwords do not match.',
  passwordTooShort: 'Password should be at least 6 characters.',
  passwordWrong: 'Current password is incorrect.',
  passwordChanged: 'Password changed.',
  passwordFailed: 'Could not change password.',
  passwordRelogin: 'Please re-login and try again.',
  sessionNotReady: "Your session isn't ready yet...",
  supporterThanks: 'Thank you for supporting xmates! Your donations keep the site running.',
} as const;
