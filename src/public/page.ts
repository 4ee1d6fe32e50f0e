import { noticeBox, noticeRole, type NoticeTone } from '../components/noticeStyle';
import { BRAND } from '../shared/brand';

/**
 * What the pre-rendered sign-in pages need from the DOM while no React runs on them: the focus
 * look of MUI's fields, a busy submit button, and a Notice like src/components/Notice.tsx. The
 * markup is the React pages' own (src/prerender); these helpers only set the classes and
 * attributes React would set, so the page looks and reads the same before and after.
 */

/** Marks the page while this script drives it (the keyboard focus rule below applies to it only). */
export const PUBLIC_PAGE_CLASS = 'public-page';

const FOCUS_RULE =
  // MUI shows a button's keyboard focus with a ripple drawn by React; without React, an outline.
  `.${PUBLIC_PAGE_CLASS} .MuiButtonBase-root:focus-visible{outline:2px solid ${BRAND.primary};outline-offset:2px}`;

export function markPublicPage(root: HTMLElement): void {
  root.classList.add(PUBLIC_PAGE_CLASS);
  if (!document.getElementById('public-page-style')) {
    const style = document.createElement('style');
    style.id = 'public-page-style';
    style.textContent = FOCUS_RULE;
    document.head.append(style);
  }
}

export function unmarkPublicPage(root: HTMLElement): void {
  root.classList.remove(PUBLIC_PAGE_CLASS);
}

/** A focused field's label and outline take the primary colour, as MUI's FormControl does. */
export function trackFieldFocus(form: HTMLFormElement): void {
  const parts = (target: EventTarget | null) => {
    if (!(target instanceof HTMLInputElement) || !target.id) return [];
    return [form.querySelector(`label[for="${CSS.escape(target.id)}"]`), target.closest('.MuiInputBase-root')].filter(
      (element): element is Element => element !== null,
    );
  };
  const mark = (target: EventTarget | null, focused: boolean) => parts(target).forEach((element) => element.classList.toggle('Mui-focused', focused));
  form.addEventListener('focusin', (event) => mark(event.target, true));
  form.addEventListener('focusout', (event) => mark(event.target, false));
  // The app focuses the first field (autoFocus); a pre-rendered page cannot carry that.
  const first = form.querySelector('input');
  if (first && (document.activeElement === null || document.activeElement === document.body)) first.focus();
  // A field focused before this ran (or while the window had no focus) fired no focusin here.
  if (form.contains(document.activeElement)) mark(document.activeElement, true);
}

export function setBusy(button: HTMLButtonElement, busy: boolean): void {
  button.disabled = busy;
  button.classList.toggle('Mui-disabled', busy);
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.setAttribute('aria-busy', 'false');
}

const NOTICE_ATTRIBUTE = 'data-public-notice';

/** Shows one Notice as the form's first row (replacing an earlier one); null removes it. */
export function showNotice(form: HTMLFormElement, notice: { tone: NoticeTone; message: string } | null): void {
  const rows = form.firstElementChild;
  if (!rows) return;
  rows.querySelector(`:scope > [${NOTICE_ATTRIBUTE}]`)?.remove();
  if (!notice) return;
  const box = document.createElement('div');
  box.setAttribute(NOTICE_ATTRIBUTE, '');
  box.setAttribute('role', noticeRole(notice.tone));
  Object.assign(box.style, noticeBox(notice.tone));
  const text = document.createElement('div');
  text.style.flex = '1';
  // The message is one of the texts of src/texts, set as text: never as markup.
  text.textContent = notice.message;
  box.append(text);
  rows.prepend(box);
}
