/** What made two sessions look like one person. */
export type MatchType =
  | 'device_fingerprint'
  | 'similar_device'
  | 'same_ip'
  | 'same_subnet'
  | 'same_asn'
  | 'similar_behaviour'
  | 'common_pages'
  | 'alternating_sessions'
  | 'concurrent_sessions';

export type CorrelationStrength = 'high' | 'medium' | 'low';

/** The four §3 factors, each 0–100. */
export interface CorrelationFactors {
  deviceConsistency: number;
  networkSimilarity: number;
  behavioralScore: number;
  temporalPatterns: number;
}

export interface LinkedSession {
  sessionId: string;
  userId: string | null;
  ipAddress: string | null;
  startedAt: string;
  matchType: MatchType;
  matchTypes: MatchType[];
  commonPages: string[];
  confidence: number;
  factors: CorrelationFactors;
}

export interface LinkedUser {
  userId: string;
  matchTypes: MatchType[];
  correlationStrength: CorrelationStrength;
  maxConfidence: number;
  sessionCount: number;
}

/** §3's correlation result. */
export interface CorrelationResult {
  confidenceScore: number;
  correlationFactors: CorrelationFactors;
  linkedUsers: LinkedUser[];
  linkedSessions: LinkedSession[];
  riskIndicators: string[];
  analysisTimestamp: string;
}

/** The console calls a pair linked from 65 and warns from 85 (§9's correlation badge). */
export const linkedFrom = 65;
export const warnFrom = 85;

export const strengthOf = (confidence: number): CorrelationStrength => (confidence >= warnFrom ? 'high' : confidence >= linkedFrom ? 'medium' : 'low');
