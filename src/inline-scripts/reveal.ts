/**
 * Section reveal (spec §4): each `[data-reveal]` section fades in once, when 10% of it comes within
 * 100 px of the viewport. The hiding CSS only applies under the `reveal-ready` class this script
 * sets, so without JavaScript (or if this script never runs) every section is simply visible; under
 * reduced motion nothing is hidden or animated at all.
 */
const margin = 100;

function isWithinReach(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > -margin && box.top < window.innerHeight + margin;
}

function reveal(element: Element) {
  element.setAttribute('data-revealed', '');
}

if (
  'IntersectionObserver' in window &&
  !window.matchMedia('(prefers-reduced-motion: reduce)').matches
) {
  const sections = [...document.querySelectorAll('[data-reveal]')];
  // Sections already on screen are marked before anything is hidden, so they never blink out.
  const pending = sections.filter((section) => {
    if (!isWithinReach(section)) return true;
    reveal(section);
    return false;
  });
  document.documentElement.classList.add('reveal-ready');

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        reveal(entry.target);
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `${margin}px`, threshold: 0.1 },
  );
  for (const section of pending) observer.observe(section);
}
