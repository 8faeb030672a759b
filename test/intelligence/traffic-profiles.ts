import type { TraitRanges } from './human-visit';

/** How much of each kind of traffic, and the ranges people and bots are drawn from. */
export interface TrafficProfile {
  name: string;
  seed: number;
  singles: number;
  households: number;
  offices: number;
  cgnatUsers: number;
  multiAccounters: number;
  scriptedBots: number;
  humanlikeBots: number;
  /** Share of human-like bots that also draw their waits from a long-tailed law. */
  expertShare: number;
  ipv6Share: number;
  traits: TraitRanges;
}

/** The seed the weights were set by looking at. */
export const developmentProfile: TrafficProfile = {
  name: 'development',
  seed: 20261125,
  singles: 260,
  households: 40,
  offices: 5,
  cgnatUsers: 80,
  multiAccounters: 45,
  scriptedBots: 260,
  humanlikeBots: 200,
  expertShare: 0.15,
  ipv6Share: 0.2,
  traits: { dwellMedianS: [6, 40], dwellSigma: [0.7, 1.1], holdMedianMs: [70, 140], pagesMedian: [2, 7] },
};

/** Held out: another seed, another mix and other trait ranges; run once the weights were frozen. */
export const evaluationProfile: TrafficProfile = {
  name: 'evaluation',
  seed: 7_340_311,
  singles: 320,
  households: 55,
  offices: 8,
  cgnatUsers: 120,
  multiAccounters: 60,
  scriptedBots: 200,
  humanlikeBots: 300,
  expertShare: 0.2,
  ipv6Share: 0.35,
  traits: { dwellMedianS: [4, 60], dwellSigma: [0.6, 1.2], holdMedianMs: [60, 160], pagesMedian: [1.5, 9] },
};
