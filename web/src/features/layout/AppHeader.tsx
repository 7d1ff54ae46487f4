/** Header and navigation (access-and-administration §2 Header and navigation). */
import { Link, NavLink } from 'react-router';
import { menuModules } from '../../app/modules';
import { getSessionProfile } from '../../app/session';
import { useViewer } from '../../app/useViewer';
import { useFileObjectUrl } from '../../shared/useFileObjectUrl';
import { NotificationBell } from '../notifications/NotificationBell';
import { CertifyLogo } from './CertifyLogo';
import { CompactNavMenu } from './CompactNavMenu';
import { NavMenu } from './NavMenu';
import { SettingsMenu } from './SettingsMenu';
import { UserMenu } from './UserMenu';

const linkClass = ({ isActive }: { isActive: boolean }) => `app-nav__link${isActive ? ' is-active' : ''}`;

export function AppHeader() {
  const { viewer } = useViewer();
  const profile = getSessionProfile();
  const certificates = menuModules('CERTIFICATES', viewer, profile);
  const master = menuModules('MASTER', viewer, profile);
  const settings = menuModules('SETTINGS', viewer, profile);
  const name = viewer?.user.fullName ?? profile?.username ?? '';
  const email = viewer?.user.email ?? profile?.email ?? '';
  const clientLogo = viewer?.companyLogoUrl ?? profile?.clientLogo ?? null;
  // `/files/{id}` needs the bearer token, which an <img src> cannot send: shown as an object URL
  const clientLogoSrc = useFileObjectUrl(clientLogo);

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <CompactNavMenu certificates={certificates} master={master} settings={settings} />
        <Link to="/dashboard" className="app-header__brand" aria-label="Certify dashboard">
          <CertifyLogo size={28} />
        </Link>
        <nav className="app-nav" aria-label="Main">
          <NavLink to="/dashboard" className={linkClass}>
            Dashboard
          </NavLink>
          <NavLink to="/reports" className={linkClass}>
            Certificate Register
          </NavLink>
          {certificates.length > 0 && <NavMenu label="Certificates" to="/certificates" modules={certificates} />}
          {master.length > 0 && <NavMenu label="Master" to="/master" modules={master} />}
        </nav>
        <div className="app-header__actions">
          {clientLogoSrc && <img className="app-header__client-logo" src={clientLogoSrc} alt="Organisation logo" />}
          {settings.length > 0 && <SettingsMenu modules={settings} />}
          <NotificationBell />
          <UserMenu name={name} email={email} />
        </div>
      </div>
    </header>
  );
}
