/**
 * The platforms' own colours, for the mark shown where staff have set no icon: a platform is told apart at a glance
 * in the configuration and the dashboard without anyone uploading a logo first (the store ships no third-party logos).
 */
const colours: Record<string, string> = {
  playstation: '#003791',
  xbox: '#107c10',
  steam: '#1b2838',
  nintendo: '#e60012',
  epic: '#313131',
  battlenet: '#148eff',
  pc: '#4b5563',
};

/** Up to two letters from the platform's name: "Battle.net" → "BN", "PlayStation" → "PS", "PC" → "PC". */
export function platformInitials(name: string): string {
  const words = name.split(/[\s.\-_]+/).filter(Boolean);
  if (words.length >= 2) return (words[0]![0]! + words[1]![0]!).toUpperCase();
  const word = words[0] ?? '?';
  const capitals = word.replace(/[^A-Z]/g, '');
  return (capitals.length >= 2 ? capitals.slice(0, 2) : word.slice(0, 2)).toUpperCase();
}

/** The platform's icon when one is set, else its built-in mark: its initials on its colour, named for screen readers. */
export function PlatformMark({ code, name, iconUrl, size = 24 }: { code: string; name: string; iconUrl?: string | null | undefined; size?: number }) {
  if (iconUrl) return <img src={iconUrl} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span
      className="platform-mark"
      style={{ width: size, height: size, lineHeight: `${size}px`, fontSize: Math.round(size * 0.42), background: colours[code] ?? '#6d28d9' }}
      title={`${name}: no icon set, the built-in mark is shown`}
      aria-hidden="true"
    >
      {platformInitials(name)}
    </span>
  );
}
