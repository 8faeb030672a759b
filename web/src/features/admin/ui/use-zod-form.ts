import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';

/**
 * react-hook-form driven by a route's own request schema (`routes.adminCreateProduct.request.body`): the form checks
 * exactly what the server will check, with the same messages, and submits the schema's output. One schema, both sides.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema as never) as never, defaultValues, mode: 'onSubmit' });
}
