import { describe, expect, it } from 'vitest';
import { loginKind, maskDestination, normaliseLogin, normaliseRecipient } from './login-name';

describe('sign-in names', () => {
  it.each<[string, string]>([
    ['ada@example.test', 'email'],
    ['  Ada.Lovelace@Example.TEST ', 'email'],
    ['+14155550123', 'phone'],
    ['+447700900123', 'phone'],
    ['14155550123', 'other'],
    ['+0123456', 'other'],
    ['ada', 'other'],
    ['ada@localhost', 'other'],
  ])('reads %j as %s', (login, kind) => {
    expect(loginKind(login)).toBe(kind);
  });

  it.each<[string, string]>([
    [' Ada@Example.TEST ', 'ada@example.test'],
    ['+14155550123', '+14155550123'],
    ['usr_Demo', 'usr_Demo'],
  ])('stores %j as %j', (login, stored) => {
    expect(normaliseLogin(login)).toBe(stored);
  });

  it.each<[string, string]>([
    [' 14155550123', '+14155550123'],
    ['+14155550123', '+14155550123'],
    ['Ada@Example.test', 'ada@example.test'],
  ])('reads the recipient %j of a query string as %j', (raw, recipient) => {
    expect(normaliseRecipient(raw)).toBe(recipient);
  });

  it.each<[string, string]>([
    ['ada@example.test', 'a***@e***'],
    ['+14155550123', '+*******0123'],
  ])('masks %s as %s', (to, masked) => {
    expect(maskDestination(to)).toBe(masked);
  });
});
