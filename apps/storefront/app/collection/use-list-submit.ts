import { type RefCallback, useCallback, useEffect, useRef } from 'react';
import { useLocation, useSubmit } from 'react-router';

/** Empty fields (an unset price bound) stay out of the URL. */
function formState(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') params.append(name, value.trim());
  }
  return params;
}

/**
 * Client navigation for a list's GET form: each committed change and each submit leads to the URL of
 * the form's state, once.
 *
 * Two things made the back button skip a step (collection-browse e2e on phones):
 * - React's `onChange` fires on every keystroke of a number field, so typing "20" navigated while
 *   typing; the native `change` event fires only when the value is committed (Enter, leaving the field).
 * - Enter commits (change) and submits in the same task, before React renders again; and the router
 *   commits its state in a transition, so the rendered location can lag behind a navigation that has
 *   already started. A check against the rendered location let both through, and the same URL was
 *   pushed twice. The URL last asked for is remembered until the location changes.
 */
export function useListSubmit(): {
  formRef: RefCallback<HTMLFormElement>;
  apply: (form: HTMLFormElement) => void;
} {
  const submit = useSubmit();
  const { pathname, search } = useLocation();
  const requested = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs for each new location on purpose
  useEffect(() => {
    // A new location (ours, a link's or the back button's) is what the form shows from now on.
    requested.current = null;
  }, [pathname, search]);
  const current = useRef({ pathname, search });
  current.current = { pathname, search };

  const apply = useCallback(
    (form: HTMLFormElement) => {
      const params = formState(form);
      const target = params.toString();
      const shown = requested.current ?? current.current.search.replace(/^\?/, '');
      if (target === shown) return;
      requested.current = target;
      submit(params, { method: 'get', action: current.current.pathname, preventScrollReset: true });
    },
    [submit],
  );

  const formRef = useCallback<RefCallback<HTMLFormElement>>(
    (form) => {
      if (!form) return;
      const onChange = () => apply(form);
      form.addEventListener('change', onChange);
      return () => form.removeEventListener('change', onChange);
    },
    [apply],
  );
  return { formRef, apply };
}
