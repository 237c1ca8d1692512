import { useState } from 'react';
import { Icon } from './icons/Icon';
import { personOutlined } from './icons/paths';
import styles from './CustomerAvatar.module.css';

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
  className?: string;
};

/**
 * The customer's picture, else their initials, else a person outline while the profile loads (or when the picture
 * cannot be had). Decorative (alt ""): wherever it appears, the surrounding link or button carries the name.
 */
export function CustomerAvatar({ fullName, imageUrl, size = 32, className }: CustomerAvatarProps) {
  const initials = initialsOf(fullName);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = imageUrl !== null && imageUrl !== failedUrl;
  return (
    <span
      aria-hidden
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {showImage ? (
        <img src={imageUrl} alt="" className={styles.image} onError={() => setFailedUrl(imageUrl)} />
      ) : (
        initials || <Icon path={personOutlined} size={size * 0.6} />
      )}
    </span>
  );
}
