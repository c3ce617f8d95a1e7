import { z } from 'zod';

/** Largest edge we render: beyond 2× of a 1000 px slot nobody sees a difference, and it bounds the work. */
export const maxEdge = 2000;
export const minEdge = 16;

const edge = z
  .string()
  .regex(/^\d{1,6}$/, 'must be a whole number of pixels')
  .transform((value) => Math.min(maxEdge, Math.max(minEdge, Number(value))));

const paramsSchema = z.object({ width: edge.optional(), height: edge.optional() });

export type ImageSize = { width?: number; height?: number };

export type ParsedParams = { ok: true; size: ImageSize } | { ok: false; message: string };

/** Reads `?width=&height=`; out-of-range numbers are clamped, anything else is refused. */
export function parseImageParams(search: URLSearchParams): ParsedParams {
  const raw: Record<string, string> = {};
  for (const key of ['width', 'height'] as const) {
    const values = search.getAll(key);
    if (values.length > 1) return { ok: false, message: `${key} is given more than once` };
    if (values[0] !== undefined) raw[key] = values[0];
  }
  const parsed = paramsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: `${issue?.path.join('.') ?? 'parameter'} ${issue?.message ?? 'is invalid'}`,
    };
  }
  return { ok: true, size: parsed.data };
}

/** Fills a missing edge from the image's own aspect ratio; no edge at all gives the stored size. */
export function resolveSize(
  requested: ImageSize,
  natural: { width: number; height: number },
): { width: number; height: number } {
  const ratio = natural.width / natural.height;
  const clamp = (value: number) => Math.min(maxEdge, Math.max(minEdge, Math.round(value)));
  if (requested.width && requested.height) return { width: requested.width, height: requested.height };
  if (requested.width) return { width: requested.width, height: clamp(requested.width / ratio) };
  if (requested.height) return { width: clamp(requested.height * ratio), height: requested.height };
  return { width: clamp(natural.width), height: clamp(natural.height) };
}
