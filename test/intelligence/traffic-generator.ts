import { deviceType } from '../../shared/tracking/device-type';
import { addPageView, startJourney } from '../../shared/tracking/journey';
import { botVisit, humanlikeStyle, scriptedStyle } from './bot-visit';
import { desktopDevice, fingerprintOf, locales, otherBrowserOf, phoneDevice, type Device, type Locale } from './device-pool';
import type { GeneratedSession, SessionLabel } from './generated-session';
import { humanVisit, personTraits, type PersonTraits } from './human-visit';
import { carrierIndex, carrierNetwork, datacentreNetwork, homeNetwork, newLease, officeNetwork, vpnNetwork, type Network } from './network-pool';
import { Prng } from './prng';
import { favouritesOf } from './site-map';
import type { TrafficProfile } from './traffic-profiles';
import { VisitRecorder } from './visit-recorder';

const day = 86_400_000;
const minute = 60_000;
const base = Date.UTC(2026, 10, 1);
const days = 14;

/** Labelled traffic of a profile: shoppers, households, offices, carrier users, people with several accounts, bots. */
export function generateTraffic(profile: TrafficProfile): GeneratedSession[] {
  const g = new Generator(profile);
  for (let i = 0; i < profile.singles; i++) g.single(i);
  for (let i = 0; i < profile.households; i++) g.household(i);
  for (let i = 0; i < profile.offices; i++) g.office(i);
  for (let i = 0; i < profile.cgnatUsers; i++) g.carrierUser(i);
  for (let i = 0; i < profile.multiAccounters; i++) g.multiAccounter(i);
  for (let i = 0; i < profile.scriptedBots; i++) g.bot(i, 'scripted_bot');
  for (let i = 0; i < profile.humanlikeBots; i++) g.bot(i, 'humanlike_bot');
  return g.sessions.sort((a, b) => a.session.startedAt.localeCompare(b.session.startedAt));
}

interface Visit {
  start: number;
  userId: string | null;
  device: Device;
  network: Network;
  locale: Locale;
  label: SessionLabel;
  run: (rng: Prng, rec: VisitRecorder) => void;
}

class Generator {
  readonly sessions: GeneratedSession[] = [];
  private readonly rng: Prng;
  private count = 0;

  constructor(private readonly profile: TrafficProfile) {
    this.rng = new Prng(profile.seed);
  }

  private visit(v: Visit): GeneratedSession {
    const rng = this.rng.fork();
    const rec = new VisitRecorder(v.start, rng.normal(0, 1500));
    v.run(rng, rec);
    rec.end();
    const views = rec.events.filter((e) => e.type === 'page_view');
    const at = (iso: string) => Date.parse(iso);
    let journey = startJourney({ sessionId: '', userId: v.userId, path: views[0]?.path ?? null, trafficSource: 'direct', deviceType: deviceType(v.device.viewport.width), browserInfo: v.device.userAgent, at: rec.startedAt });
    for (const e of views.slice(1)) journey = addPageView(journey, e.path, at(e.at));
    const sessionId = `gen-${this.profile.seed}-${String(++this.count).padStart(5, '0')}`;
    const generated: GeneratedSession = {
      session: {
        sessionId,
        userId: v.userId,
        ipAddress: v.network.ip,
        countryCode: v.locale.countryCode,
        userAgent: v.device.userAgent,
        fingerprint: v.device.fingerprint,
        deviceSignals: v.device.signals,
        startedAt: new Date(rec.startedAt).toISOString(),
        lastActivityAt: new Date(rec.lastActivityAt).toISOString(),
        journey: { ...journey, sessionId },
      },
      events: rec.events,
      network: v.network,
      label: v.label,
    };
    this.sessions.push(generated);
    return generated;
  }

  /** A moment in the two weeks: mostly evenings for shoppers, office hours for offices. */
  private when(hours: [number, number], onDay = this.rng.int(0, days - 1)): number {
    return base + onDay * day + this.rng.uniform(hours[0], hours[1]) * 3_600_000;
  }

  private person(): PersonTraits {
    return personTraits(this.rng, this.profile.traits, favouritesOf(this.rng));
  }

  private humanSession(v: Omit<Visit, 'run'>, traits: PersonTraits): GeneratedSession {
    return this.visit({ ...v, run: (rng, rec) => humanVisit(rng, rec, traits, v.device, rng.chance(0.3) ? 'https://www.google.com/' : null) });
  }

  single(i: number): void {
    const rng = this.rng;
    const locale = rng.pick(locales);
    const traits = this.person();
    const device = rng.chance(0.55) ? desktopDevice(rng, locale) : phoneDevice(rng, locale);
    const home = homeNetwork(rng, this.profile.ipv6Share);
    const userId = rng.chance(0.7) ? `user-single-${i}` : null;
    for (let s = rng.int(1, 5); s > 0; s--) {
      const network = rng.chance(0.2) ? newLease(rng, home, this.profile.ipv6Share) : device.touch && rng.chance(0.4) ? carrierNetwork(rng) : home;
      this.humanSession({ start: this.when([7, 24]), userId, device, network, locale, label: { isBot: false, personId: `single-${i}`, kind: 'shopper' } }, traits);
    }
  }

  household(i: number): void {
    const rng = this.rng;
    const locale = rng.pick(locales);
    const home = homeNetwork(rng, this.profile.ipv6Share);
    for (let m = rng.int(2, 4); m > 0; m--) {
      const traits = this.person();
      const device = rng.chance(0.5) ? desktopDevice(rng, locale) : phoneDevice(rng, locale);
      for (let s = rng.int(2, 5); s > 0; s--)
        this.humanSession({ start: this.when([17, 23]), userId: `user-house-${i}-${m}`, device, network: home, locale, label: { isBot: false, personId: `house-${i}-${m}`, kind: 'household' } }, traits);
    }
  }

  /** Coworkers behind one address on one corporate image: screens and themes differ, so some share a fingerprint. */
  office(i: number): void {
    const rng = this.rng;
    const locale = rng.pick(locales);
    const network = officeNetwork(rng);
    const fleet = desktopDevice(rng, locale);
    const screens = [String(fleet.signals.screen), '1920x1080x1'];
    for (let m = rng.int(4, 10); m > 0; m--) {
      const traits = this.person();
      const signals = { ...fleet.signals, screen: rng.pick(screens), darkScheme: rng.chance(0.3) };
      const device: Device = { ...fleet, signals, fingerprint: fingerprintOf(signals) };
      for (let s = rng.int(2, 4); s > 0; s--)
        this.humanSession({ start: this.when([9, 17], rng.int(0, 9)), userId: `user-office-${i}-${m}`, device, network, locale, label: { isBot: false, personId: `office-${i}-${m}`, kind: 'office' } }, traits);
    }
  }

  carrierUser(i: number): void {
    const rng = this.rng;
    const locale = rng.pick(locales.slice(0, 3));
    const traits = this.person();
    const device = phoneDevice(rng, locale);
    const carrier = carrierIndex(rng);
    for (let s = rng.int(1, 4); s > 0; s--)
      this.humanSession({ start: this.when([6, 24]), userId: `user-mobile-${i}`, device, network: carrierNetwork(rng, carrier), locale, label: { isBot: false, personId: `mobile-${i}`, kind: 'cgnat' } }, traits);
  }

  /**
   * One person, several accounts: sittings in which they sign in to one account after another minutes apart (now and
   * then two tabs at once), from one browser or two on one machine, at home, over a VPN, moving between networks, or on
   * a phone behind a carrier's NAT.
   */
  multiAccounter(i: number): void {
    const rng = this.rng;
    const locale = rng.pick(locales);
    const traits = this.person();
    const variant = rng.pick(['home', 'home', 'home', 'home', 'vpn', 'vpn', 'two_browsers', 'two_browsers', 'roaming', 'phone'] as const);
    const device = variant === 'phone' ? phoneDevice(rng, locale) : desktopDevice(rng, locale);
    const second = otherBrowserOf(rng, device);
    const home = homeNetwork(rng, this.profile.ipv6Share);
    const carrier = carrierIndex(rng);
    const vpn = rng.int(0, 1);
    const accounts = Array.from({ length: rng.int(2, 4) }, (_, a) => `user-multi-${i}-${a}`);
    for (let sitting = rng.int(1, 4); sitting > 0; sitting--) {
      let start = this.when([8, 24]);
      const order = [...accounts].sort(() => rng.next() - 0.5).slice(0, rng.int(2, accounts.length));
      const network = variant === 'vpn' ? vpnNetwork(rng, vpn) : variant === 'phone' ? carrierNetwork(rng, carrier) : variant === 'roaming' && rng.chance(0.5) ? newLease(rng, home, this.profile.ipv6Share) : home;
      for (const [k, userId] of order.entries()) {
        const useDevice = variant === 'two_browsers' && k % 2 === 1 ? second : device;
        const s = this.humanSession({ start, userId, device: useDevice, network: variant === 'vpn' && rng.chance(0.5) ? vpnNetwork(rng, vpn) : network, locale, label: { isBot: false, personId: `multi-${i}`, kind: 'multi_account', variant } }, traits);
        const end = Date.parse(s.session.lastActivityAt);
        start = rng.chance(0.15) ? Date.parse(s.session.startedAt) + rng.uniform(1, 5) * minute : end + rng.logNormal(8, 1) * minute;
      }
    }
  }

  bot(i: number, kind: 'scripted_bot' | 'humanlike_bot'): void {
    const rng = this.rng;
    const locale = rng.pick(locales);
    const device = kind === 'humanlike_bot' ? desktopDevice(rng, locale) : headlessDevice(rng, locale);
    const style = kind === 'humanlike_bot' ? humanlikeStyle(rng, this.profile.expertShare) : scriptedStyle(rng);
    for (let s = rng.int(1, 3); s > 0; s--) {
      const network = kind === 'humanlike_bot' && rng.chance(0.6) ? homeNetwork(rng, this.profile.ipv6Share) : rng.chance(0.15) ? vpnNetwork(rng) : datacentreNetwork(rng);
      this.visit({ start: this.when([0, 24]), userId: null, device, network, locale, label: { isBot: true, personId: `${kind}-${i}`, kind }, run: (r, rec) => botVisit(r, rec, style, device) });
    }
  }
}

/** A headless browser as scripts run it: named in the user agent, or dressed as Chrome on Windows with its defaults showing, or clean. */
function headlessDevice(rng: Prng, locale: Locale): Device {
  const look = rng.weighted([4, 3, 3]);
  if (look === 2) return desktopDevice(rng, locale);
  const userAgent = look === 0
    ? 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'
    : 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const signals = { timeZone: rng.chance(0.5) ? 'UTC' : locale.timeZone, languages: rng.chance(0.3) ? '' : 'en-US', screen: '800x600x1', colorDepth: 24, cores: rng.pick([2, 4, 8]), touchPoints: 0, platform: 'Linux x86_64', cookies: true, pdfViewer: rng.chance(0.5), reducedMotion: false, darkScheme: false };
  return { userAgent, signals, fingerprint: fingerprintOf(signals), touch: false, viewport: { width: 800, height: 600 } };
}
