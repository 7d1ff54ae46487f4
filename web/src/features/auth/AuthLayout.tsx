/**
 * The frame of the public account pages — login, forgot password, sent, reset — so they look like
 * one family: the product mark and tagline, one card with a title and subtitle, a footer.
 * spec: access-and-administration §2 "Public routes".
 */
import { Card, Elevation } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { CertifyLogo } from '../layout/CertifyLogo';

interface AuthLayoutProps {
  /** The card's heading (e.g. 'Login Account'). */
  title: string;
  /** One line under the heading. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The public page frame with its card. spec: access-and-administration §2 "Public routes". */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <main className="login-page">
      <div className="login-page__inner">
        <div className="login-page__brand">
          <CertifyLogo size={40} />
          <p className="login-page__tagline">Certificate automation for registered training organisations</p>
        </div>
        <Card elevation={Elevation.TWO} className="login-card">
          <h1 className="login-card__title">{title}</h1>
          {subtitle ? <p className="login-card__subtitle">{subtitle}</p> : <div className="login-card__spacer" />}
          {children}
        </Card>
        <p className="login-page__footer">© {new Date().getFullYear()} Certify · Secure staff access</p>
      </div>
    </main>
  );
}
