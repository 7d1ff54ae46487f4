/**
 * The header's menu on narrow screens (below 900 px, see app.css): one button opening a drawer with
 * the same links as the wide header — Dashboard, Certificate Register and the granted modules of
 * Certificates, Master and Settings (access-and-administration §2 Header and navigation).
 */
import { Button, Drawer } from '@blueprintjs/core';
import { useState } from 'react';
import { NavLink } from 'react-router';
import type { MenuModule } from '../../app/modules';

interface CompactNavMenuProps {
  certificates: MenuModule[];
  master: MenuModule[];
  settings: MenuModule[];
}

const linkClass = ({ isActive }: { isActive: boolean }) => `compact-nav__link${isActive ? ' is-active' : ''}`;

/** The menu button and its drawer; each section shows only when the viewer holds a module of it. */
export function CompactNavMenu({ certificates, master, settings }: CompactNavMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const sections = [
    { title: 'Certificates', modules: certificates },
    { title: 'Master', modules: master },
    { title: 'Settings', modules: settings },
  ].filter((s) => s.modules.length > 0);

  return (
    <>
      <Button
        className="app-header__menu-button"
        variant="minimal"
        icon="menu"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Drawer
        isOpen={open}
        onClose={close}
        position="left"
        size="min(320px, 85vw)"
        title="Menu"
        icon="menu"
        className="compact-nav"
      >
        <nav className="compact-nav__body" aria-label="Main menu">
          <NavLink to="/dashboard" className={linkClass} onClick={close}>
            Dashboard
          </NavLink>
          <NavLink to="/reports" className={linkClass} onClick={close}>
            Certificate Register
          </NavLink>
          {sections.map((section) => (
            <section key={section.title} className="compact-nav__section" aria-label={section.title}>
              <h2 className="compact-nav__section-title">{section.title}</h2>
              {section.modules.map((m) => (
                <NavLink key={m.key} to={m.url} className={linkClass} onClick={close}>
                  {m.label}
                </NavLink>
              ))}
            </section>
          ))}
        </nav>
      </Drawer>
    </>
  );
}
