import { LIMITS, USER_MESSAGES, type AvatarAnswer } from '@xmates/domain';
import { ApiError, api, errorText } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';

/** The avatar form's own checks (the server checks the bytes again). */
export function avatarFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return USER_MESSAGES.avatarType;
  if (file.size > LIMITS.maxImageBytes) return USER_MESSAGES.avatarTooLarge;
  return null;
}

/** A failed step of changing the avatar, with the text to show (spec section 12, Profile). */
export class AvatarStepError extends Error {}

/**
 * Upload through the image pipeline, then POST /api/users/avatar with what it answered. A
 * failure says which step failed: the upload refused ('Upload failed.', or the API's words for
 * the file), the upload not done at all ('Failed to upload image.': no answer), or the profile
 * not updated ('Could not update profile photo.').
 */
export async function changeAvatar(file: File): Promise<AvatarAnswer> {
  let uploaded;
  try {
    uploaded = await uploadImage(file, 'avatar');
  } catch (err) {
    const text =
      err instanceof ApiError && err.code !== 'timeout'
        ? errorText(err, USER_MESSAGES.avatarUploadFailed)
        : USER_MESSAGES.avatarImageFailed;
    throw new AvatarStepError(text, { cause: err });
  }
  try {
    return await api.post<AvatarAnswer>('/users/avatar', {
      avatarUrl: uploaded.secure_url,
      avatarPublicId: uploaded.public_id,
    });
  } catch (err) {
    throw new AvatarStepError(errorText(err, USER_MESSAGES.avatarUpdateFailed), { cause: err });
  }
}
