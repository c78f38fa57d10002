import './user-avatar.css';

import { useLoadableImage } from '../../../components/ui/use-loadable-image';

interface UserAvatarProps {
  name: string;
  url: string | null;
  size?: 'sm' | 'lg';
}

/** Spec §2: the avatar, or a circle with the name's first letter when there is none or it fails to load. */
export function UserAvatar({ name, url, size = 'sm' }: UserAvatarProps) {
  const { src, onError } = useLoadableImage(url);
  const className = `user-avatar user-avatar--${size}`;

  if (src) {
    return <img className={className} src={src} alt="" onError={onError} />;
  }
  return (
    <span className={`${className} user-avatar--initial`} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
