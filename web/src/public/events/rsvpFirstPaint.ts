import { INITIAL_RSVP, RSVP_FIELDS, RSVP_SENDING, validateRsvp, type RsvpErrors, type RsvpValues } from './rsvpRules';

/** The first paint's RSVP form (the server's render of the event page), before the app replaces it. */
const FORM = '#prerendered form.events-rsvp__form';
/** The resident asked to send it with valid values: the app sends it when it takes over. */
const SENDING = 'data-first-paint-sending';
/** The fields the resident has left or the form tried to send (shown with their errors), space-separated. */
const TOUCHED = 'data-first-paint-touched';

type Field = (typeof RSVP_FIELDS)[number];

/** The form's control named `name`, if it has one. */
const control = (form: HTMLFormElement, name: string): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null =>
  form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`);

/** What the form's fields hold now. */
function valuesOf(form: HTMLFormElement): RsvpValues {
  const values = { ...INITIAL_RSVP };
  for (const name of Object.keys(values) as (keyof RsvpValues)[]) values[name] = control(form, name)?.value ?? values[name];
  return values;
}

const touchedOf = (form: HTMLFormElement): Set<Field> => new Set((form.getAttribute(TOUCHED) ?? '').split(' ').filter(Boolean) as Field[]);

/** The error element of a control: the live form's `<span class="field__error" id="{control id}-error">`. */
const errorOf = (field: HTMLElement): HTMLElement | null => document.getElementById(`${field.id}-error`);

/**
 * Shows each touched field's error as the live form does (RsvpForm.tsx): `aria-invalid`, the
 * message in a `.field__error` right after the field, tied to it by `aria-describedby`.
 */
function showErrors(form: HTMLFormElement, errors: RsvpErrors, touched: Set<Field>): void {
  for (const name of RSVP_FIELDS) {
    const field = control(form, name);
    if (!field) continue;
    const message = touched.has(name) ? errors[name] : undefined;
    let error = errorOf(field);
    field.setAttribute('aria-invalid', String(Boolean(message)));
    if (message) {
      if (!error) {
        error = document.createElement('span');
        error.className = 'field__error';
        error.id = `${field.id}-error`;
        field.after(error);
      }
      error.textContent = message;
      field.setAttribute('aria-describedby', error.id);
    } else {
      error?.remove();
      field.removeAttribute('aria-describedby');
    }
  }
}

/**
 * Makes `element` of the inert first paint work, and nothing else new: every ancestor up to the
 * first paint stops being inert, and their other children become inert instead (an element inside
 * an inert one cannot be made to work on its own).
 */
function liveInFirstPaint(element: HTMLElement, page: HTMLElement): void {
  const path: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== page; node = node.parentElement) path.unshift(node);
  path.unshift(page);
  for (const [index, node] of path.entries()) {
    if (!node.inert) continue;
    node.inert = false;
    const next = path[index + 1];
    if (next) for (const child of node.children) if (child instanceof HTMLElement) child.inert = true;
  }
}

/**
 * Makes the RSVP form of the event page's first paint work at once, before the app has loaded
 * (issue #24 "Interactive sooner": the app takes about 2 s at a phone's speed; until then the
 * inert first paint ignored taps). The form checks its fields with the live form's own rules and
 * shows the same errors the same way (./rsvpRules.ts): on leaving a field, on each change of a
 * field already shown, and on RSVP, which also moves focus to the first field in error. "5+"
 * shows "How many people?". An RSVP with valid values is not sent from here: the button says
 * "Sending…" and the live form, which takes the values, errors and that request over
 * ({@link firstPaintRsvp}), sends it as soon as it has loaded. Nothing else of the page comes
 * alive. Run by rsvpFirstPaint.main.ts, a script only the event page's first paint loads; does
 * nothing without a first paint's RSVP form.
 */
export function startFirstPaintRsvp(): void {
  const page = document.getElementById('prerendered');
  const form = document.querySelector<HTMLFormElement>(FORM);
  if (!page || !form || form.hasAttribute(TOUCHED)) return;
  form.setAttribute(TOUCHED, '');
  let checks = 0;
  const check = async (): Promise<RsvpErrors | null> => {
    const mine = ++checks;
    const errors = await validateRsvp(valuesOf(form));
    if (mine !== checks || !form.isConnected) return null; // a later check, or the app has the form now
    showErrors(form, errors, touchedOf(form));
    return errors;
  };
  const touch = (names: readonly Field[]) => form.setAttribute(TOUCHED, [...new Set([...touchedOf(form), ...names])].join(' '));
  const party = control(form, 'party')?.closest<HTMLElement>('.field');

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (form.hasAttribute(SENDING)) return;
    touch(RSVP_FIELDS);
    void check().then((errors) => {
      if (!errors) return;
      if (Object.keys(errors).length) {
        form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return;
      }
      form.setAttribute(SENDING, '');
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (button) {
        button.disabled = true;
        button.textContent = RSVP_SENDING;
      }
    });
  });
  form.addEventListener('focusout', (event) => {
    const name = (event.target as HTMLElement).getAttribute('name') as Field | null;
    if (name && (RSVP_FIELDS as readonly string[]).includes(name)) {
      touch([name]);
      void check();
    }
  });
  const changed = (event: Event) => {
    if ((event.target as HTMLElement).getAttribute('name') === 'attendees' && party) party.hidden = valuesOf(form).attendees !== '5+';
    if (touchedOf(form).size) void check();
  };
  form.addEventListener('input', changed);
  form.addEventListener('change', changed);
  liveInFirstPaint(form, page);
}

/** What the resident did with the first paint's RSVP form before the app took over. */
export interface FirstPaintRsvp {
  values: RsvpValues;
  /** Fields whose errors are shown. */
  touched: Partial<Record<keyof RsvpValues, boolean>>;
  /** The errors shown. */
  errors: RsvpErrors;
  /** True when the resident asked to send valid values: the live form sends them. */
  send: boolean;
}

/**
 * The first paint's RSVP form as the resident left it, for the live form to take over in place
 * (web/src/shared/prerendered.ts swaps the pages): what they typed, the errors shown and whether
 * they asked to send it. Read while the first paint is still in the page (the live form's first
 * render); null when there is none or its script never ran (it was inert: nothing was typed).
 */
export function firstPaintRsvp(): FirstPaintRsvp | null {
  if (typeof document === 'undefined') return null;
  const form = document.querySelector<HTMLFormElement>(FORM);
  if (!form?.hasAttribute(TOUCHED)) return null;
  const touched = touchedOf(form);
  const errors: RsvpErrors = {};
  for (const name of touched) {
    const field = control(form, name);
    const message = field && errorOf(field)?.textContent;
    if (message) errors[name] = message;
  }
  return {
    values: valuesOf(form),
    touched: Object.fromEntries([...touched].map((name) => [name, true])),
    errors,
    send: form.hasAttribute(SENDING),
  };
}
