/** Any path under a language that no feature claims. */
export function loader(): never {
  throw new Response(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
