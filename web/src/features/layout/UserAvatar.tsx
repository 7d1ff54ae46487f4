/** 25 px initials avatar (access-and-administration §9). */
interface UserAvatarProps {
  name: string;
  size?: number;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('') || '?';

export function UserAvatar({ name, size = 25 }: UserAvatarProps) {
  return (
    <span
      className="user-avatar"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.44) }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
