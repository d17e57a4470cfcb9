import { useId } from 'react';

/** The frame of the two fact tiles on the phone's screen (blood type, first aid). */
const factTile = {
  width: 48,
  height: 40,
  rx: 10,
  fill: '#effaf5',
  stroke: '#b3e4cd',
  strokeWidth: 2,
} as const;

/**
 * The card and the phone that reads its QR code, drawn inline: on the pages that open with it, it
 * is there with the first paint instead of waiting for an image request that only starts once the
 * page's code has run (it was the largest paint of the about page on phones).
 */
export function QrScanIllustration({ className }: { className?: string }) {
  const shine = useId();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 480 400"
      width={480}
      height={400}
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="240" cy="205" r="180" fill="#d8f2e5" />
      <circle cx="396" cy="78" r="34" fill="#b3e4cd" />
      <circle cx="70" cy="330" r="22" fill="#b3e4cd" />
      <g transform="rotate(-8 170 220)">
        <rect x="52" y="150" width="250" height="158" rx="18" fill="#0d5139" />
        <rect x="52" y="150" width="250" height="158" rx="18" fill={`url(#${shine})`} />
        <rect x="72" y="170" width="26" height="26" rx="7" fill="#ffffff" />
        <path d="M85 176v14M78 183h14" stroke="#0d5139" strokeWidth="4" strokeLinecap="round" />
        <rect x="106" y="177" width="86" height="10" rx="5" fill="#b3e4cd" />
        <rect x="72" y="240" width="120" height="14" rx="7" fill="#ffffff" />
        <rect x="72" y="266" width="84" height="10" rx="5" fill="#8fd6b0" />
        <rect x="212" y="212" width="72" height="72" rx="10" fill="#ffffff" />
        <path
          fill="#0b2e22"
          d="M220 220h20v20h-20zM256 220h20v20h-20zM220 256h20v20h-20zM247 247h9v9h-9zM262 262h14v14h-14zM247 266h9v10h-9zM262 247h14v9h-14z"
        />
        <path fill="#ffffff" d="M225 225h10v10h-10zM261 225h10v10h-10zM225 261h10v10h-10z" />
      </g>
      <path
        d="M300 176 246 232M300 250l-48 8"
        stroke="#1f9d6b"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 10"
      />
      <rect x="292" y="58" width="150" height="282" rx="26" fill="#0b2e22" />
      <rect x="302" y="74" width="130" height="250" rx="16" fill="#ffffff" />
      <rect x="342" y="64" width="50" height="5" rx="2.5" fill="#1f9d6b" />
      <rect x="302" y="74" width="130" height="58" rx="16" fill="#147f56" />
      <rect x="302" y="112" width="130" height="20" fill="#147f56" />
      <circle cx="330" cy="103" r="14" fill="#ffffff" />
      <path d="M330 96v14M323 103h14" stroke="#147f56" strokeWidth="4" strokeLinecap="round" />
      <rect x="352" y="94" width="62" height="8" rx="4" fill="#d8f2e5" />
      <rect x="352" y="108" width="40" height="7" rx="3.5" fill="#8fd6b0" />
      <rect x="316" y="148" {...factTile} />
      <path d="M340 156l8 8a11 11 0 1 1-16 0z" fill="#dc2626" />
      <rect x="372" y="148" {...factTile} />
      <path d="M385 168h22M396 157v22" stroke="#0f6646" strokeWidth="5" strokeLinecap="round" />
      <rect x="316" y="202" width="104" height="8" rx="4" fill="#d9dde1" />
      <rect x="316" y="218" width="84" height="8" rx="4" fill="#d9dde1" />
      <rect x="316" y="242" width="104" height="8" rx="4" fill="#d9dde1" />
      <rect x="316" y="258" width="66" height="8" rx="4" fill="#d9dde1" />
      <rect x="316" y="284" width="104" height="24" rx="12" fill="#0f6646" />
      <defs>
        <linearGradient
          id={shine}
          x1="52"
          y1="150"
          x2="302"
          y2="308"
          gradientUnits="userSpaceOnUse"
        >
          <stop stopColor="#1f9d6b" stopOpacity="0.55" />
          <stop offset="1" stopColor="#0a3d2c" stopOpacity="0" />
        </linearGradient>
      </defs>
    </svg>
  );
}
