/**
 * The frame of the settings screens (spec: access-and-administration §2 "Signature Settings", "User
 * Configuration Settings", "Configuration Settings", "Organization Settings"): the title with one
 * line under it, then the screen's cards.
 */
import type { ReactNode } from 'react';
import './settings.css';

interface SettingsPageProps {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}

/** A settings screen. */
export function SettingsPage({ title, subtitle, children }: SettingsPageProps) {
  return (
    <section className="page settings-page">
      <div className="page__header">
        <div>
          <h1 className="page__title">{title}</h1>
          <p className="page__subtitle">{subtitle}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
