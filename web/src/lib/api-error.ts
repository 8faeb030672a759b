import type { FieldError, Problem } from '../../../shared/http/problem';

function isProblem(value: unknown): value is Problem {
  if (typeof value !== 'object' || value === null) return false;
  const { title, status } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof status === 'number';
}

/** A non-2xx answer from the API, carrying its RFC 9457 problem details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly problem: Problem,
    options?: ErrorOptions,
  ) {
    super(problem.detail ? `${problem.title}: ${problem.detail}` : problem.title, options);
  }

  get status(): number {
    return this.problem.status;
  }

  get fieldErrors(): FieldError[] {
    return this.problem.errors ?? [];
  }

  /** Reads the problem from the body; a proxy or CDN error page without one still yields a usable problem. */
  static async fromResponse(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (isProblem(body)) return new ApiError({ ...body, type: body.type ?? 'about:blank' });
    return new ApiError({ type: 'about:blank', title: response.statusText || `HTTP ${response.status}`, status: response.status });
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
