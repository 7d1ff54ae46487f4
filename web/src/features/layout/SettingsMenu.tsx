/** The settings icon menu, shown only with settings modules. */
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import type { MenuModule } from '../../app/modules';

export function SettingsMenu({ modules }: { modules: MenuModule[] }) {
  const navigate = useNavigate();
  const menu = (
    <Menu>
      {modules.map((m) => (
        <MenuItem key={m.key} text={m.label} onClick={() => void navigate(m.url)} />
      ))}
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end" arrow={false}>
      <Button variant="minimal" icon="cog" aria-label="Settings" />
    </PopoverNext>
  );
}
