import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';
import {
  answersInFragment,
  movedFromQuery,
  withAnswer,
  withAnswersFragment,
  withFormAnswers,
  withoutAnswers,
  type AnswerKey,
} from '#src/lib/eligibility/index.ts';

/*
 * The answers live in the page address's fragment (`#age=58&cat=sc-st`) and nowhere else: the
 * address is the form's state, so a shared link restores the answers and the result, and the
 * browser never sends the fragment to a server, so nothing is sent, logged or stored. Changing an
 * answer rewrites the address in place (no new history entry per keystroke).
 */

const ANSWERS_CHANGED = 'eligibility-answers-changed';

const currentAnswers = () => answersInFragment(window.location.hash);

function replaceAddress(url: URL) {
  window.history.replaceState(window.history.state, '', url);
}

function writeAnswers(next: URLSearchParams) {
  replaceAddress(withAnswersFragment(window.location.href, next));
  window.dispatchEvent(new Event(ANSWERS_CHANGED));
}

/*
 * An in-page link (the skip link's `#main`) replaces the fragment, and with it the answers. The
 * browser has already scrolled and moved focus to the target by then, so the answers are put
 * back in the address, or the form would empty itself.
 */
function keepAnswersPastAnchor(event: HashChangeEvent) {
  const before = answersInFragment(new URL(event.oldURL).hash);
  const now = window.location.hash;
  if (now.length > 1 && currentAnswers().size === 0 && before.size > 0) {
    replaceAddress(withAnswersFragment(window.location.href, before));
  }
}

function subscribeToAddress(onChange: () => void) {
  const onHashChange = (event: HashChangeEvent) => {
    keepAnswersPastAnchor(event);
    onChange();
  };
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onHashChange);
  window.addEventListener(ANSWERS_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onHashChange);
    window.removeEventListener(ANSWERS_CHANGED, onChange);
  };
}

/**
 * The answers in the address, and the ways to change them. The fragment is empty in the
 * prerendered HTML and while hydrating, so both match. The form works natively while React
 * loads (it hydrates on the first touch), so the choice that woke it is already in the form
 * (`form`): it is carried into the address when React takes over. A link shared while the answers
 * were kept in the query (`?age=58`) has them moved into the fragment, so it still works.
 */
export function useAnswers(form: RefObject<HTMLFormElement | null>) {
  const answers = useSyncExternalStore(
    subscribeToAddress,
    () => currentAnswers().toString(),
    () => '',
  );

  useLayoutEffect(() => {
    const moved = movedFromQuery(window.location.href);
    if (moved) replaceAddress(moved);
    const current = currentAnswers();
    const next = form.current ? withFormAnswers(current, new FormData(form.current)) : current;
    if (moved || next.toString() !== current.toString()) writeAnswers(next);
  }, [form]);

  return {
    query: new URLSearchParams(answers),
    setAnswer: (key: AnswerKey, value: string) =>
      writeAnswers(withAnswer(currentAnswers(), key, value)),
    clearAnswers: () => writeAnswers(withoutAnswers(currentAnswers())),
  };
}
