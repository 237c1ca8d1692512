import { Avatar, type SxProps, type Theme } from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';

/** "Dilnoza Karimova" -> "DK"; a single name gives one letter. */
export function initialsOf(fullName: string | null | undefined): string {
  return (fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

type CustomerAvatarProps = {
  fullName: string | null | undefined;
  /** An absolute or media url, or null when the customer has no picture. */
  imageUrl: string | null;
  size?: number;
  sx?: SxProps<Theme>;
};

/**
 * The customer's picture, else their initials, else a person outline while the profile loads. Decorative
 * (alt ""): wherever it appears, the surrounding link or button carries the name.
 */
export function CustomerAvatar({ fullName, imageUrl, size = 32, sx }: CustomerAvatarProps) {
  const initials = initialsOf(fullName);
  return (
    <Avatar
      src={imageUrl ?? undefined}
      alt=""
      aria-hidden
      sx={[
        { width: size, height: size, fontSize: size * 0.4, fontWeight: 700, bgcolor: 'secondary.main', color: 'secondary.contrastText' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initials || <PersonOutlineIcon sx={{ fontSize: size * 0.6 }} />}
    </Avatar>
  );
}
