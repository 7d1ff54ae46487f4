/** The product mark with its word mark. */
import { CertifyMark } from './CertifyMark';

interface CertifyLogoProps {
  size?: number;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
}

export function CertifyLogo({ size = 28, inverted = false }: CertifyLogoProps) {
  return (
    <span className={`certify-logo${inverted ? ' certify-logo--inverted' : ''}`}>
      <CertifyMark size={size} />
      <span className="certify-logo__word" style={{ fontSize: Math.round(size * 0.68) }}>
        Certify
      </span>
    </span>
  );
}
