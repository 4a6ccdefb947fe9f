// phonemenu.js: on a phone's width the header is one row, the brand and a
// Menu button; the button opens the site's links (with the Rules and
// Settings menus) in a panel under the header. Wider, the button is hidden
// by the style sheet and the links are in the header as before.

import { h } from './nav.js';

/** mountPhoneMenu adds the Menu button to the header's nav element. */
export function mountPhoneMenu(nav) {
  const list = nav.querySelector(':scope > ul');
  if (!list) return;
  list.id = 'site-nav-list';
  const toggle = h('button', {
    type: 'button', class: 'nav-toggle', 'aria-expanded': 'false', 'aria-controls': 'site-nav-list', dataset: { testid: 'nav-toggle' },
  }, 'Menu');
  nav.prepend(toggle);
  const isOpen = () => nav.classList.contains('open');
  const set = (open) => {
    nav.classList.toggle('open', open);
    toggle.setAttribute('aria-expanded', String(open));
  };
  toggle.addEventListener('click', () => set(!isOpen()));
  // A link followed closes the panel; so does a click elsewhere.
  list.addEventListener('click', (event) => { if (event.target.closest('a')) set(false); });
  document.addEventListener('click', (event) => { if (isOpen() && !nav.contains(event.target)) set(false); });
  // Escape closes an open Rules or Settings menu first (app.js), then the
  // panel, giving the focus back to the button.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen() || nav.querySelector('details[open]')) return;
    set(false);
    toggle.focus();
  }, { capture: true });
}
