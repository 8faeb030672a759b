/** The /24 of an IPv4 address or the /64 of an IPv6 one, the unit households and offices are given; null if neither. */
export function subnetOf(ip: string): string | null {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (v4) return v4.slice(1).every((o) => Number(o) <= 255) ? `${v4[1]}.${v4[2]}.${v4[3]}.0/24` : null;
  if (!ip.includes(':') || !/^[0-9a-fA-F:]+$/.test(ip)) return null;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  if (groups.length !== 8 || groups.some((g) => g.length > 4)) return null;
  return `${groups.slice(0, 4).map((g) => parseInt(g || '0', 16).toString(16)).join(':')}::/64`;
}

/** RFC 6598 shared address space (100.64.0.0/10), which carriers use behind their NAT. */
export function isSharedAddressSpace(ip: string): boolean {
  const m = /^100\.(\d{1,3})\./.exec(ip);
  return m !== null && Number(m[1]) >= 64 && Number(m[1]) <= 127;
}
