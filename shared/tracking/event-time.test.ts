import { describe, expect, it } from 'vitest';
import { maxEventAgeMs, serverTime } from './event-time';

const received = Date.parse('2026-11-24T12:00:00.000Z');
const second = 1000;

describe("an event's time on the server's clock", () => {
  it.each([
    ['a browser clock that is right', received - 5 * second, received, received - 5 * second],
    ['a browser clock two hours fast', received + 2 * 3600 * second - 5 * second, received + 2 * 3600 * second, received - 5 * second],
    ['a browser clock ten minutes slow', received - 600 * second - 5 * second, received - 600 * second, received - 5 * second],
    ['an event dated after the batch was sent', received + 30 * second, received, received],
    ['an event two days old', received - 2 * 86_400 * second, received, received - maxEventAgeMs],
    ['an event time that is not a number', Number.NaN, received, received],
    ['a batch time that is not a number', received - 5 * second, Number.NaN, received - 5 * second],
  ])('places %s', (_, eventAt, sentAt, expected) => {
    expect(serverTime(eventAt, sentAt, received)).toBe(expected);
  });
});
