import * as z from 'zod';
import { safeText } from '../http/safe-text';
import { bufferCaps } from './behaviour-buffers';
import { clickTextLimit } from './click-text';
import { scrollMilestones } from './scroll-milestones';
import { maxTrackBatch } from './track-limits';

export { maxTrackBatch, maxTrackBodyBytes } from './track-limits';

/** The buy events of storefront §7, now sent by real purchase buttons. */
export const buyEvents = ['preorder_click', 'buy_now', 'add_to_cart', 'platform_select', 'region_select', 'face_value_select'] as const;

const id = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Must be 8 to 64 letters, digits, dashes or underscores');
/** A tracking session id as the browser makes it. */
export const trackSessionId = id;
const time = z.number().int().min(0).max(8_640_000_000_000);
const path = safeText().min(1).max(512).regex(/^\//, 'Must be a path starting with /');
const referrer = safeText().max(1024).nullable();
const point = z.tuple([z.number().finite(), z.number().finite(), time]);
const base = { at: time, path };

/** Storefront §3's activity events, one shape per type; free text is bounded and checked like every typed field. */
export const trackEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page_view'), ...base, title: safeText().max(300), referrer }),
  z.strictObject({ type: z.literal('page_leave'), ...base, durationSeconds: z.number().min(0).max(86_400) }),
  z.strictObject({ type: z.literal('product_view'), ...base, productId: id, referrer }),
  z.strictObject({ type: z.literal('click'), ...base, selector: safeText().max(300), text: safeText().max(clickTextLimit), x: z.number().finite(), y: z.number().finite() }),
  z.strictObject({ type: z.literal('scroll'), ...base, depth: z.union(scrollMilestones.map((m) => z.literal(m))) }),
  z.strictObject({ type: z.literal('heartbeat'), ...base }),
  z.strictObject({ type: z.literal('session_end'), ...base, reason: z.enum(['inactive', 'unload']) }),
  z.strictObject({ type: z.enum(buyEvents), ...base, productId: id.optional(), variantId: id.optional(), valueCents: z.number().int().min(0).max(100_000_000).optional() }),
  z.strictObject({
    type: z.literal('behaviour'),
    ...base,
    mouse: z.array(point).max(bufferCaps.mouse),
    keystroke: z.array(z.tuple([time, z.number().min(0).max(60_000)])).max(bufferCaps.keystroke),
    scroll: z.array(z.tuple([z.number().finite(), time])).max(bufferCaps.scroll),
    touch: z.array(point).max(bufferCaps.touch),
    click: z.array(point).max(bufferCaps.click),
    focus: z.array(z.tuple([z.enum(['focus', 'blur']), time])).max(bufferCaps.focus),
    orientation: z.array(z.tuple([z.number().finite(), time])).max(bufferCaps.orientation),
  }),
]);
export type TrackEvent = z.infer<typeof trackEventSchema>;

/** Signals a device fingerprint is made of, named and bounded: a screen, a time zone, a count of cores; never free text. */
const signal = z.union([safeText().max(200), z.number().finite(), z.boolean()]);
export const maxFingerprintSignals = 24;

/** A 32-character device fingerprint (shared/tracking/device-fingerprint.ts). */
export const fingerprintHash = z.string().regex(/^[0-9a-f]{32}$/, 'Must be 32 lowercase hexadecimal characters');

/** A device fingerprint and the signals it hashes. */
export const trackDeviceSchema = z.strictObject({
  fingerprint: fingerprintHash,
  signals: z
    .record(z.string().regex(/^[a-zA-Z]{1,40}$/, 'Must be a signal name of 1 to 40 letters'), signal)
    .refine((s) => Object.keys(s).length <= maxFingerprintSignals, `At most ${maxFingerprintSignals} signals`),
});
export type TrackDevice = z.infer<typeof trackDeviceSchema>;

/** One beacon: a session's events, its id with the browser's clock when it sent them, for the server to correct skew. */
export const trackBatchSchema = z.strictObject({
  sessionId: id,
  /** Made by the browser per batch; a batch resent (a retried beacon, a redelivered message) is applied once. */
  batchId: id,
  sentAt: time,
  viewport: z.strictObject({ width: z.number().int().min(0).max(20_000), height: z.number().int().min(0).max(20_000) }),
  /** Sent with a session's first batch (and again after a renewal), so the session knows its device. */
  device: trackDeviceSchema.optional(),
  events: z.array(trackEventSchema).min(1).max(maxTrackBatch, `A batch holds at most ${maxTrackBatch} events`),
});
export type TrackBatch = z.infer<typeof trackBatchSchema>;

/** Storefront §7's track-ip-geolocation answer: where the visitor is, and the session to carry on if this device has a live one. */
export interface TrackGeolocation {
  success: true;
  geolocation: { country: string | null; countryCode: string | null; region: string | null; city: string | null; ip: string | null };
  sessionConsolidated: boolean;
  /** The session the browser should use from now on, when `sessionConsolidated`. */
  sessionId?: string;
}
