import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A tanker filling a client's storage tank, drawn inline: no image request, and its fixed
 * intrinsic size (480 × 320) reserves the space before anything paints, so nothing shifts.
 * Decorative: the steps beside it say everything it shows.
 */
export function ProcessIllustration({ className, ...rest }: ComponentProps<'svg'>) {
  return (
    <svg
      width="480"
      height="320"
      viewBox="0 0 480 320"
      aria-hidden="true"
      focusable="false"
      className={cn('h-auto w-full max-w-[480px]', className)}
      {...rest}
    >
      {/* sky and sun */}
      <rect width="480" height="320" rx="24" fill="#fff7ed" />
      <circle cx="404" cy="64" r="30" fill="#fdba74" />
      <path
        d="M40 92h70M58 108h54M300 54h56M318 70h40"
        stroke="#fed7aa"
        strokeWidth="8"
        strokeLinecap="round"
      />
      {/* ground */}
      <rect y="258" width="480" height="62" fill="#e2e8f0" />
      <path d="M0 258h480" stroke="#94a3b8" strokeWidth="4" />
      {/* storage tank on its stand */}
      <rect x="334" y="132" width="112" height="104" rx="18" fill="#9a3412" />
      <rect x="334" y="164" width="112" height="10" fill="#7c2d12" />
      <rect x="334" y="204" width="112" height="10" fill="#7c2d12" />
      <rect x="346" y="236" width="12" height="22" fill="#475569" />
      <rect x="422" y="236" width="12" height="22" fill="#475569" />
      <rect x="356" y="116" width="28" height="18" rx="4" fill="#475569" />
      {/* fill gauge */}
      <rect x="396" y="142" width="36" height="14" rx="7" fill="#fff7ed" />
      <rect x="398" y="144" width="24" height="10" rx="5" fill="#16a34a" />
      {/* tanker: tank, cab, wheels */}
      <rect x="44" y="170" width="176" height="62" rx="30" fill="#c2410c" />
      <rect x="60" y="190" width="144" height="8" rx="4" fill="#fff7ed" opacity="0.7" />
      <path d="M220 178h38l26 30v30h-64z" fill="#0f172a" />
      <path d="M232 188h24l16 20h-40z" fill="#bae6fd" />
      <rect x="36" y="230" width="252" height="12" rx="4" fill="#334155" />
      <circle cx="84" cy="250" r="18" fill="#0f172a" />
      <circle cx="84" cy="250" r="7" fill="#cbd5e1" />
      <circle cx="136" cy="250" r="18" fill="#0f172a" />
      <circle cx="136" cy="250" r="7" fill="#cbd5e1" />
      <circle cx="250" cy="250" r="18" fill="#0f172a" />
      <circle cx="250" cy="250" r="7" fill="#cbd5e1" />
      {/* hose from tanker to tank, and a drop of fuel */}
      <path
        d="M204 214c40 0 60-40 100-40s36-50 66-50"
        fill="none"
        stroke="#0f172a"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M300 96c0 0-14 16-14 26a14 14 0 0 0 28 0c0-10-14-26-14-26z" fill="#f59e0b" />
    </svg>
  );
}
