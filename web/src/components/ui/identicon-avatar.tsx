import { useMemo, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import { identiconSvg } from '@xmates/domain';
import { sha256Hex } from '@/lib/hash';
import { useAsync } from '@/lib/use-async';

const toDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
const ANON = toDataUrl(identiconSvg('anon'));

/** Identicon seeded by SHA-256 of the e-mail, computed locally; 'anon' when hashing fails. */
function useIdenticon(email: string | null | undefined): string {
  const hashed = useAsync(email?.trim().toLowerCase() || null, (seed) => sha256Hex(seed));
  const hex = hashed.data;
  return useMemo(() => (hex ? toDataUrl(identiconSvg(hex)) : ANON), [hex]);
}

interface IdenticonAvatarProps {
  email: string | null | undefined;
  photoURL?: string | null | undefined;
  name?: string | null | undefined;
  size?: number;
}

/** The member's photo, falling back to the identicon when there is none or it fails to load. */
export function IdenticonAvatar({ email, photoURL, name, size = 36 }: IdenticonAvatarProps) {
  const identicon = useIdenticon(email);
  const [failed, setFailed] = useState<string | null>(null);
  const usePhoto = Boolean(photoURL) && failed !== photoURL;
  return (
    <Avatar
      alt={name || email || 'Member'}
      src={usePhoto ? (photoURL ?? undefined) : identicon}
      slotProps={{
        img: {
          onError: () => setFailed(photoURL ?? null),
          referrerPolicy: 'no-referrer',
        },
      }}
      sx={{ width: size, height: size, bgcolor: '#f0f0f3' }}
    />
  );
}
