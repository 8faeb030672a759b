import type { FormObject, FormValue } from './form-body';
import { invalidRequest, missingParam } from './stripe-fault';

/**
 * Reads typed parameters out of a parsed form, refusing with Stripe's own messages and codes (`parameter_missing`,
 * `parameter_unknown`, `parameter_invalid_integer`) and naming the parameter as Stripe does (`line_items[0][quantity]`).
 */
export class FormReader {
  constructor(
    private readonly form: FormObject,
    private readonly prefix = '',
  ) {}

  /** This reader's own parameter name (`line_items[0]`), or '' at the top. */
  get path(): string {
    return this.prefix;
  }

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.form[key] !== undefined;
  }

  /** Refuses any parameter not in `known`, as Stripe does, so a misspelt option fails here as it would in production. */
  only(...known: string[]): this {
    for (const key of Object.keys(this.form)) {
      if (!known.includes(key)) throw invalidRequest(`Received unknown parameter: ${this.name(key)}`, this.name(key), 'parameter_unknown');
    }
    return this;
  }

  string(key: string, options: { required: true; max?: number }): string;
  string(key: string, options?: { required?: boolean; max?: number }): string | undefined;
  string(key: string, options: { required?: boolean; max?: number } = {}): string | undefined {
    const value = this.form[key];
    if (value === undefined || value === '') {
      if (options.required) throw missingParam(this.name(key));
      return undefined;
    }
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${this.name(key)} must be a string, not an object.`, this.name(key));
    if (options.max !== undefined && value.length > options.max) {
      throw invalidRequest(`Invalid string: ${value.slice(0, 20)}...; must be at most ${options.max} characters`, this.name(key));
    }
    return value;
  }

  oneOf<T extends string>(key: string, values: readonly T[], options: { required?: boolean } = {}): T | undefined {
    const value = this.string(key, options);
    if (value === undefined || (values as readonly string[]).includes(value)) return value as T | undefined;
    const listed = values.length > 2 ? `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}` : values.join(' or ');
    throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${listed}`, this.name(key));
  }

  integer(key: string, options: { required: true; min?: number; max?: number }): number;
  integer(key: string, options?: { required?: boolean; min?: number; max?: number }): number | undefined;
  integer(key: string, options: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
    const text = this.string(key, { required: options.required });
    if (text === undefined) return undefined;
    if (!/^-?\d{1,15}$/.test(text)) throw invalidRequest(`Invalid integer: ${text}`, this.name(key), 'parameter_invalid_integer');
    const value = Number(text);
    if (options.min !== undefined && value < options.min) throw invalidRequest(`This value must be greater than or equal to ${options.min}.`, this.name(key));
    if (options.max !== undefined && value > options.max) throw invalidRequest(`This value must be less than or equal to ${options.max}.`, this.name(key));
    return value;
  }

  url(key: string, options: { required?: boolean } = {}): string | undefined {
    const value = this.string(key, { ...options, max: 5000 });
    if (value === undefined) return undefined;
    // Stripe checks the shape only; `{CHECKOUT_SESSION_ID}` has braces, which URL parsing percent-encodes but accepts.
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw invalidRequest('Not a valid URL', this.name(key), 'url_invalid');
    return value;
  }

  object(key: string): FormReader | undefined {
    const value = this.form[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string') throw invalidRequest('Invalid object', this.name(key));
    return new FormReader(value, this.name(key));
  }

  /** An indexed list (`a[0]`, `a[1]` or `a[]`), in index order. */
  list(key: string): FormValue[] {
    const value = this.form[key];
    if (value === undefined || value === '') return [];
    if (typeof value === 'string' || Object.keys(value).some((index) => !/^\d+$/.test(index))) throw invalidRequest('Invalid array', this.name(key));
    return Object.entries(value)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, item]) => item);
  }

  objects(key: string): FormReader[] {
    return this.list(key).map((item, i) => {
      if (typeof item === 'string') throw invalidRequest('Invalid object', `${this.name(key)}[${i}]`);
      return new FormReader(item, `${this.name(key)}[${i}]`);
    });
  }

  strings(key: string): string[] {
    return this.list(key).map((item, i) => {
      if (typeof item !== 'string') throw invalidRequest('Invalid string', `${this.name(key)}[${i}]`);
      return item;
    });
  }

  /** Stripe's limits: 50 keys, keys up to 40 characters, values up to 500; an empty value sets nothing. */
  metadata(key = 'metadata'): Record<string, string> {
    const value = this.form[key];
    if (value === undefined || value === '') return {};
    if (typeof value === 'string') throw invalidRequest('Invalid object', this.name(key));
    const entries = Object.entries(value).filter(([, v]) => v !== '');
    if (entries.length > 50) throw invalidRequest('You can have up to 50 metadata keys.', this.name(key));
    for (const [k, v] of entries) {
      if (typeof v !== 'string') throw invalidRequest('Invalid string', `${this.name(key)}[${k}]`);
      if (k.length > 40) throw invalidRequest('Metadata keys can have a maximum length of 40 characters.', `${this.name(key)}[${k}]`);
      if (v.length > 500) throw invalidRequest('Metadata values can have a maximum length of 500 characters.', `${this.name(key)}[${k}]`);
    }
    return Object.fromEntries(entries) as Record<string, string>;
  }
}
