/** The Certify mark: a rosette seal with a tick, drawn in SVG. */
interface CertifyMarkProps {
  size?: number;
  className?: string;
}

/** The seal's 24-point outline. */
const SEAL = [
  'M24 2 L28.2 5.6 L33.6 4.6 L35.5 9.8 L40.7 11.7 L39.7 17.1 L43.3 21.3 L39.7 25.5 L40.7 30.9 L35.5 32.8',
  'L33.6 38 L28.2 37 L24 40.6 L19.8 37 L14.4 38 L12.5 32.8 L7.3 30.9 L8.3 25.5 L4.7 21.3 L8.3 17.1',
  'L7.3 11.7 L12.5 9.8 L14.4 4.6 L19.8 5.6 Z',
].join(' ');

export function CertifyMark({ size = 32, className }: CertifyMarkProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label="Certify"
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <linearGradient id="certify-mark-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2d72d2" />
          <stop offset="1" stopColor="#184a90" />
        </linearGradient>
      </defs>
      <path d="M15 30 L10 46 L17 42 L21 47 L24 33 Z" fill="#c87619" />
      <path d="M33 30 L38 46 L31 42 L27 47 L24 33 Z" fill="#935610" />
      <path d={SEAL} fill="url(#certify-mark-fill)" />
      <circle cx="24" cy="21.3" r="12.5" fill="none" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="1.2" />
      <path
        d="M18 21.8 L22.2 26 L30.5 17"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
