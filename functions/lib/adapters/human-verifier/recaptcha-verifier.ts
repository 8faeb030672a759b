import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { HumanVerificationError, type HumanCheck, type HumanVerifier } from './human-verifier';

export const siteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * reCAPTCHA v3: asks Google's siteverify about a token with the secret key from Secrets Manager, which is
 * read once per container (and read again only after a failed read).
 */
export class RecaptchaVerifier implements HumanVerifier {
  private secret: Promise<string> | undefined;

  constructor(
    /** Unset only in a misconfigured deployment: every check then fails, and the caller falls back. */
    private readonly secretId: string | undefined,
    private readonly secrets = new SecretsManagerClient({}),
    private readonly fetchFn: typeof fetch = fetch,
    private readonly timeoutMs = 3000,
    private readonly verifyUrl = siteverifyUrl,
  ) {}

  async score({ token, action, remoteIp }: HumanCheck): Promise<number> {
    const form = new URLSearchParams({ secret: await this.secretKey(), response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    const res = await this.fetchFn(this.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(this.timeoutMs) });
    if (!res.ok) throw new Error(`reCAPTCHA siteverify answered ${res.status}`);
    const answer = (await res.json()) as SiteverifyAnswer;
    if (answer.success !== true) throw new HumanVerificationError(`reCAPTCHA rejected the token: ${(answer['error-codes'] ?? []).join(', ') || 'no reason given'}`);
    // A page_view token's score says nothing about a register attempt, so it is not a score for this action.
    if (answer.action !== action) throw new HumanVerificationError(`The token was minted for ${answer.action ?? 'no action'}, not ${action}`);
    if (typeof answer.score !== 'number') throw new HumanVerificationError('reCAPTCHA returned no score: is the site key a v3 key?');
    return answer.score;
  }

  private secretKey(): Promise<string> {
    const secretId = this.secretId;
    if (!secretId) return Promise.reject(new Error('RECAPTCHA_SECRET_ARN must be set'));
    this.secret ??= this.secrets.send(new GetSecretValueCommand({ SecretId: secretId })).then((out) => {
      if (!out.SecretString) throw new Error(`Secret ${secretId} holds no string`);
      return out.SecretString.trim();
    });
    this.secret.catch(() => {
      this.secret = undefined;
    });
    return this.secret;
  }
}
