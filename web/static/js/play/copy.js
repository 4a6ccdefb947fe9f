// copy.js: copying a link to the clipboard, with a word of feedback on the
// button.

/**
 * copyText copies input's value and says so on button for two seconds.
 * Without the clipboard API (plain HTTP on another host), the text is
 * selected for the reader to copy.
 */
export async function copyText(input, button) {
  const label = button.dataset.label ?? button.textContent;
  button.dataset.label = label;
  let copied = false;
  try {
    await navigator.clipboard.writeText(input.value);
    copied = true;
  } catch {
    input.focus();
    input.select();
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
  }
  button.textContent = copied ? 'Copied' : 'Select and copy';
  clearTimeout(button.copyTimer);
  button.copyTimer = setTimeout(() => {
    button.textContent = label;
  }, 2000);
}
