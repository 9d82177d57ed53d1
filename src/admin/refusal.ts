/*
 * Our own message for a refused save. When the preSave hook throws, Sveltia aborts the save but
 * its error dialog shows no text (0.221.1 clears the message), so the editor would not know what
 * to fix. This modal alert names each field and the rule it breaks; closing it returns to the
 * form with the edits still there.
 */

const DIALOG_ID = 'save-refused';

export function showRefusal(problems: readonly string[]): void {
  document.getElementById(DIALOG_ID)?.remove();
  const dialog = document.createElement('dialog');
  dialog.id = DIALOG_ID;
  dialog.className = 'save-refused';
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', `${DIALOG_ID}-title`);
  dialog.setAttribute('aria-describedby', `${DIALOG_ID}-intro`);

  const title = document.createElement('h2');
  title.id = `${DIALOG_ID}-title`;
  title.textContent = 'Not saved';
  const intro = document.createElement('p');
  intro.id = `${DIALOG_ID}-intro`;
  intro.textContent =
    'Nothing was committed. Fix what is listed below, then save again. Your edits are still in the form.';
  const list = document.createElement('ul');
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => dialog.remove());

  dialog.append(title, intro, list, close);
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}
