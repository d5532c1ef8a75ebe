import { LIMITS, USER_MESSAGES, type AvatarAnswer } from '@xmates/domain';
import { api } from '@/lib/api-client';
import { uploadImage } from '@/lib/upload-image';

/** The avatar form's own checks (the server checks the bytes again). */
export function avatarFileError(file: File): string | null {
  if (!file.type.startsWith('image/')) return USER_MESSAGES.avatarType;
  if (file.size > LIMITS.maxImageBytes) return USER_MESSAGES.avatarTooLarge;
  return null;
}

/** Upload through the image pipeline, then POST /api/users/avatar with what it answered. */
export async function changeAvatar(file: File): Promise<AvatarAnswer> {
  const uploaded = await uploadImage(file, 'avatar');
  return api.post<AvatarAnswer>('/users/avatar', {
    avatarUrl: uploaded.secure_url,
    avatarPublicId: uploaded.public_id,
  });
}
