// rules.js: the rules pages: each game's rules (our docs/rules/*.md, served
// as HTML) with its position blocks drawn as boards, and the list of games.

import { api, variants, variantsOr } from './api.js';
import { h, alertBox, setTitle, loadBoard } from './nav.js';

/** mount draws /rules/{key} (params[0]) or, without a key, the list of games. */
export async function mount(el, [key] = []) {
  return key ? rulesPage(el, key) : rulesIndex(el);
}

async function rulesIndex(el) {
  setTitle('Rules');
  const alert = alertBox();
  el.append(h('h1', { text: 'Rules' }), alert);
  const data = await variantsOr(alert);
  if (data) {
    el.append(h('ul', { class: 'rules-index' }, data.variants.map((v) =>
      h('li', {}, h('a', { href: `/rules/${v.key}`, text: v.name }), h('p', { text: v.summary })))));
  }
  return null;
}

async function rulesPage(el, key) {
  setTitle('Rules');
  const alert = alertBox();
  const heading = h('h1', { text: 'Rules' });
  el.append(heading, alert);
  let page;
  try {
    page = await api('GET', `/api/rules/${encodeURIComponent(key)}`);
  } catch (err) {
    alert.show(err.status === 404 || err.status === 400 ? `There are no rules for "${key}".` : `The rules could not be loaded: ${err.message}`);
    return null;
  }
  setTitle(`${page.name} rules`);
  const article = h('article', { class: 'rules prose' });
  article.innerHTML = page.html; // our own docs, rendered by the server
  const first = article.querySelector('h1');
  if (first) {
    heading.textContent = first.textContent;
    first.remove();
  } else {
    heading.textContent = `${page.name}: the rules`;
  }
  fixLinks(article, await docPages());
  wrapTables(article);
  const toc = contents(article);
  el.append(h('div', { class: toc ? 'rules-layout with-toc' : 'rules-layout' }, toc ?? '', article));
  if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
  const boards = await drawDiagrams(article, key);
  return { destroy: () => boards.forEach((b) => b.destroy?.()) };
}

// docPages maps each game's rules file (such as "stackem.md") to its page's
// key, from the table of games; empty when it cannot be loaded.
async function docPages() {
  try {
    const data = await variants();
    return Object.fromEntries(data.variants.map((v) => [v.rules, v.key]));
  } catch {
    return {};
  }
}

// fixLinks points links between the rules docs at their pages here.
function fixLinks(article, pages) {
  for (const link of article.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href');
    const file = href.split('#')[0].split('/').pop();
    if (!/^[a-z]+:/i.test(href) && pages[file]) {
      const hash = href.includes('#') ? href.slice(href.indexOf('#')) : '';
      link.setAttribute('href', `/rules/${pages[file]}${hash}`);
    }
  }
}

// wrapTables lets wide tables scroll sideways on a narrow screen.
function wrapTables(article) {
  for (const table of article.querySelectorAll('table')) {
    const wrap = h('div', { class: 'table-wrap', tabindex: '0', role: 'region', 'aria-label': 'Table' });
    table.replaceWith(wrap);
    wrap.append(table);
  }
}

// contents returns an "On this page" list of the article's sections, or
// null for a short page.
function contents(article) {
  const sections = [...article.querySelectorAll('h2')];
  if (sections.length < 4) return null;
  const used = new Set();
  const items = sections.map((heading) => {
    if (!heading.id) {
      let id = heading.textContent.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'section';
      while (used.has(id) || document.getElementById(id)) id += '-';
      heading.id = id;
    }
    used.add(heading.id);
    return h('li', {}, h('a', { href: `#${heading.id}`, text: heading.textContent }));
  });
  // Open beside the text on a wide screen; folded above it on a phone.
  const open = window.matchMedia('(min-width: 52rem)').matches;
  return h('nav', { class: 'toc', 'aria-label': 'On this page' },
    h('details', { open }, h('summary', { text: 'On this page' }), h('ol', {}, items)));
}

// drawDiagrams replaces each position block (a fenced block with info string
// "position <variant>": <pre data-variant><code class="language-position">)
// by a small board of that position. Its first line is the position text;
// further lines, if any, are a caption. A block that does not draw stays as
// text, with the reason.
async function drawDiagrams(article, key) {
  const blocks = [...article.querySelectorAll('pre > code.language-position')];
  if (blocks.length === 0) return [];
  const Board = await loadBoard();
  if (!Board) return []; // the blocks stay as text
  const boards = [];
  await Promise.all(blocks.map(async (code) => {
    const pre = code.parentElement;
    const variant = pre.dataset.variant || code.dataset.variant || key;
    const [text = '', ...caption] = code.textContent.split('\n').map((line) => line.trim()).filter(Boolean);
    let position;
    try {
      position = await api('GET', `/api/position?variant=${encodeURIComponent(variant)}&text=${encodeURIComponent(text)}`);
    } catch (err) {
      pre.after(h('p', { class: 'diagram-error', text: `This diagram could not be drawn: ${err.message}` }));
      return;
    }
    const box = h('div', { class: 'diagram-board' });
    const figure = h('figure', { class: 'diagram', dataset: { position: text } },
      box,
      h('figcaption', {}, caption.length ? h('span', { text: `${caption.join(' ')} ` }) : '',
        h('code', { text: position.text || text }),
        h('span', { class: 'to-move', text: ` · ${position.turn === 'red' ? 'Red' : 'Black'} to move` })));
    pre.replaceWith(figure);
    try {
      const board = new Board(box, { size: 'small' });
      board.render(position, { legal: [], captions: true }); // the text names squares
      boards.push(board);
    } catch (err) {
      console.error(`diagram ${text}`, err);
    }
  }));
  return boards;
}
