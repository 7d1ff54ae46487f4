/** A full-page result (404, server error) with the product mark and a 'Back to home' link. */
import { Link } from 'react-router';
import { CertifyLogo } from '../layout/CertifyLogo';

interface ResultPageProps {
  code: string;
  message: string;
}

export function ResultPage({ code, message }: ResultPageProps) {
  return (
    <main className="result-page">
      <CertifyLogo size={30} />
      <div className="result-page__code">{code}</div>
      <p className="result-page__message">{message}</p>
      <Link className="bp6-button bp6-intent-primary" to="/">
        Back to home
      </Link>
    </main>
  );
}
