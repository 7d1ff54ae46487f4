/** A header link with a hover menu of granted modules (Certificates, Master). */
import { Menu, MenuItem, PopoverInteractionKind, PopoverNext } from '@blueprintjs/core';
import { NavLink, useNavigate } from 'react-router';
import type { MenuModule } from '../../app/modules';

interface NavMenuProps {
  label: string;
  to: string;
  modules: MenuModule[];
}

export function NavMenu({ label, to, modules }: NavMenuProps) {
  const navigate = useNavigate();
  const menu = (
    <Menu>
      {modules.map((m) => (
        <MenuItem key={m.key} text={m.label} onClick={() => void navigate(m.url)} />
      ))}
    </Menu>
  );
  return (
    <PopoverNext
      content={menu}
      interactionKind={PopoverInteractionKind.HOVER}
      placement="bottom-start"
      arrow={false}
      className="app-nav__popover-target"
      hoverCloseDelay={150}
    >
      <span className="app-nav__item">
        <NavLink to={to} className={({ isActive }) => `app-nav__link${isActive ? ' is-active' : ''}`}>
          {label}
          <span className="app-nav__caret" aria-hidden="true">
            ▾
          </span>
        </NavLink>
      </span>
    </PopoverNext>
  );
}
