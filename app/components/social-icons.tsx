import type { SocialNetwork } from "../db/schema/site.ts";

/** Simple line glyphs for the social networks (lucide no longer ships brand marks). */
const common = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
};

export function InstagramIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </svg>
  );
}

export function FacebookIcon() {
  return (
    <svg {...common}>
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
    </svg>
  );
}

export function YoutubeIcon() {
  return (
    <svg {...common}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </svg>
  );
}

export function XIcon() {
  return (
    <svg {...common}>
      <path d="M4 4l16 16M20 4L4 20" />
    </svg>
  );
}

export function LinkedinIcon() {
  return (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </svg>
  );
}

export function TiktokIcon() {
  return (
    <svg {...common}>
      <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
      <path d="M14 3c.4 2.6 2.2 4.3 5 4.6" />
    </svg>
  );
}

/** Each network's own name (a brand, the same in every language) and its glyph. */
export const SOCIAL_ICONS: Record<SocialNetwork, { name: string; Icon: () => React.JSX.Element }> = {
  instagram: { name: "Instagram", Icon: InstagramIcon },
  facebook: { name: "Facebook", Icon: FacebookIcon },
  youtube: { name: "YouTube", Icon: YoutubeIcon },
  x: { name: "X", Icon: XIcon },
  linkedin: { name: "LinkedIn", Icon: LinkedinIcon },
  tiktok: { name: "TikTok", Icon: TiktokIcon },
};
