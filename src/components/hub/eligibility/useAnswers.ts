import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';
import {
  withAnswer,
  withFormAnswers,
  withoutAnswers,
  type AnswerKey,
} from '#src/lib/eligibility/index.ts';

/*
 * The answers live in the page address and nowhere else: the address is the form's state, so a
 * shared link restores the answers and the result, and nothing is sent or stored. Changing an
 * answer rewrites the address in place (no new history entry per keystroke).
 */

const ANSWERS_CHANGED = 'eligibility-answers-changed';

function subscribeToAddress(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(ANSWERS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(ANSWERS_CHANGED, onChange);
  };
}

function writeAnswers(next: URLSearchParams) {
  const url = new URL(window.location.href);
  url.search = next.toString();
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(ANSWERS_CHANGED));
}

const currentQuery = () => new URLSearchParams(window.location.search);

/**
 * The answers in the address, and the ways to change them. The query is empty in the
 * prerendered HTML and while hydrating, so both match. The form works natively while React
 * loads (it hydrates on the first touch), so the choice that woke it is already in the form
 * (`form`): it is carried into the address when React takes over.
 */
export function useAnswers(form: RefObject<HTMLFormElement | null>) {
  const search = useSyncExternalStore(
    subscribeToAddress,
    () => window.location.search,
    () => '',
  );

  useLayoutEffect(() => {
    if (!form.current) return;
    const current = currentQuery();
    const next = withFormAnswers(current, new FormData(form.current));
    if (next.toString() !== current.toString()) writeAnswers(next);
  }, [form]);

  return {
    query: new URLSearchParams(search),
    setAnswer: (key: AnswerKey, value: string) =>
      writeAnswers(withAnswer(currentQuery(), key, value)),
    clearAnswers: () => writeAnswers(withoutAnswers(currentQuery())),
  };
}
