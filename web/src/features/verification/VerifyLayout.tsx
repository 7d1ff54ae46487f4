/**
 * The frame of the public verification pages (docs/verification.md): the product mark,
 * one column of content, and a footer; outside the staff layout, no login. Asks search engines not
 * to index the page (`<meta name="robots">`, hoisted into the head by React; the gateway also sends
 * `X-Robots-Tag`).
 */
import type { ReactNode } from 'react';
import { CertifyLogo } from '../layout/CertifyLogo';
import './verify.css';

interface VerifyLayoutProps {
  children: ReactNode;
}

/** The public verification page frame. docs/verification.md. */
export function VerifyLayout({ children }: VerifyLayoutProps) {
  return (
    <div className="verify-page">
      <meta name="robots" content="noindex, nofollow" />
      <title>Verify a credential · Certify</title>
      <header className="verify-page__bar">
        <CertifyLogo size={28} />
        <span className="verify-page__bar-title">Credential verification</span>
      </header>
      <main className="verify-page__main">{children}</main>
      <footer className="verify-page__footer">
        Certify credential verification · This page is not listed by search engines
      </footer>
    </div>
  );
}
