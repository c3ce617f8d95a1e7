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

/**
 * The edges we draw. A requested edge is rounded up to the next one, so a client varying width and
 * height by a pixel gets the same cached drawing instead of a fresh render each time: at most
 * `sizeSteps.length` squared drawings per image and format. Fine steps where a pixel shows, coarse
 * ones where it does not; the storefront's sizes (58, 64, 160, 240, 320, 480) are all on it or just above.
 */
export const sizeSteps: readonly number[] = [
  ...range(minEdge, 128, 8),
  ...range(160, 640, 40),
  ...range(800, 1920, 160),
  maxEdge,
];

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to; value += step) values.push(value);
  return values;
}

/** The smallest step at least as large as the edge (the largest for anything beyond). */
export function snapEdge(edge: number): number {
  return sizeSteps.find((step) => step >= edge) ?? maxEdge;
}

/**
 * Fills a missing edge from the image's own aspect ratio (no edge at all gives the stored size), then
 * snaps both to `sizeSteps`.
 */
export function resolveSize(
  requested: ImageSize,
  natural: { width: number; height: number },
): { width: number; height: number } {
  const ratio = natural.width / natural.height;
  const snap = (value: number) => snapEdge(Math.round(value));
  if (requested.width && requested.height) {
    return { width: snap(requested.width), height: snap(requested.height) };
  }
  if (requested.width) return { width: snap(requested.width), height: snap(requested.width / ratio) };
  if (requested.height) return { width: snap(requested.height * ratio), height: snap(requested.height) };
  return { width: snap(natural.width), height: snap(natural.height) };
}
