/** Avatar + username with a menu holding Logout. */
import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useLogout } from '../auth/useLogout';
import { UserAvatar } from './UserAvatar';

interface UserMenuProps {
  name: string;
  email: string;
}

export function UserMenu({ name, email }: UserMenuProps) {
  const { logout, loading } = useLogout();
  const menu = (
    <Menu>
      <li className="user-menu__identity">
        <strong>{name}</strong>
        {email && <span>{email}</span>}
      </li>
      <MenuDivider />
      <MenuItem icon="log-out" text="Logout" intent="danger" disabled={loading} onClick={() => void logout()} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end" arrow={false}>
      <Button variant="minimal" className="user-menu__button" endIcon="caret-down" aria-label="User menu">
        <span className="user-menu__trigger">
          <UserAvatar name={name} />
          <span className="user-menu__name">{name}</span>
        </span>
      </Button>
    </PopoverNext>
  );
}
