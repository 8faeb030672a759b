import { icon } from '@/components/icons';
import type { DeviceType } from '../../../../../shared/tracking/device-type';

// Lucide-style stroke icons; decorative unless wrapped with a label, as DeviceIcon does.
const PhoneIcon = icon(
  <>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </>,
  18,
);
const TabletIcon = icon(
  <>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M11 18h2" />
  </>,
  18,
);
const MonitorIcon = icon(
  <>
    <rect x="2" y="3" width="20" height="14" rx="2" />
    <path d="M8 21h8M12 17v4" />
  </>,
  18,
);
export const AlertIcon = icon(
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
  16,
);

const devices = { mobile: ['Mobile', PhoneIcon], tablet: ['Tablet', TabletIcon], desktop: ['Desktop', MonitorIcon] } as const;

/** The card's device icon, named for screen readers (§3: mobile, tablet, else desktop). */
export function DeviceIcon({ type }: { type: DeviceType }) {
  const [label, Icon] = devices[type] ?? devices.desktop;
  return (
    <span className="intel-device" role="img" aria-label={label} title={label}>
      <Icon />
    </span>
  );
}
