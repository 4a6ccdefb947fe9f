// settings-menu.js: the Settings menu of the site's header: the colour
// theme (light, dark, system), the board's theme and size, and the
// switches: sounds, the board's coordinates, and move confirmation. Each control reads and writes settings.js, so a change shows at
// once and is remembered by the browser.

import * as settings from './settings.js';
import { h } from './nav.js';

const TITLES = { theme: 'Colours', board: 'Board', size: 'Board size' };

// choiceGroup is a fieldset of radio buttons drawn as toggles for one setting.
function choiceGroup(name) {
  const current = settings.get(name);
  return h('fieldset', { class: 'settings-group' },
    h('legend', { text: TITLES[name] }),
    h('div', { class: 'segmented segmented-small' },
      settings.CHOICES[name].map((value) => h('label', {},
        h('input', {
          type: 'radio',
          name: `setting-${name}`,
          value,
          'data-setting': name,
          checked: value === current,
          onchange: () => settings.set(name, value),
        }),
        h('span', { text: settings.LABELS[name][value] }))),
    ));
}

// toggle is the switch of an on/off setting: a checkbox with the switch role.
function toggle(name, text) {
  return h('label', { class: 'settings-switch' },
    h('input', {
      type: 'checkbox',
      role: 'switch',
      'data-setting': name,
      checked: settings.get(name) === 'on',
      onchange: (event) => settings.set(name, event.target.checked ? 'on' : 'off'),
    }),
    h('span', { text }));
}

// sync sets the controls from the stored settings (another tab, a reload).
function sync(panel) {
  for (const input of panel.querySelectorAll('input[data-setting]')) {
    const value = settings.get(input.dataset.setting);
    input.checked = input.type === 'checkbox' ? value === 'on' : input.value === value;
  }
}

/**
 * mountSettingsMenu adds the Settings menu to the header's navigation
 * list (a <ul>) and returns its <details> element.
 */
export function mountSettingsMenu(list) {
  const panel = h('div', { class: 'menu-list settings-panel', 'data-testid': 'settings' },
    choiceGroup('theme'), choiceGroup('board'), choiceGroup('size'),
    toggle('sound', 'Sounds'), toggle('coords', 'Coordinates'), toggle('confirm', 'Confirm moves'));
  const menu = h('details', { class: 'settings-menu' },
    h('summary', { 'aria-label': 'Settings', title: 'Settings: colours, board, sound and moves' },
      h('span', { class: 'settings-icon', 'aria-hidden': 'true', text: '⚙' }),
      h('span', { class: 'settings-word', text: 'Settings' })),
    panel);
  list.append(h('li', { class: 'menu' }, menu));
  settings.onChange(() => sync(panel));
  window.addEventListener('storage', (event) => {
    if (event.key === 'kingme.settings') settings.apply();
  });
  return menu;
}
