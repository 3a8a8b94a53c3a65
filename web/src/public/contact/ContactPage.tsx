import './ContactPage.css';
import { useMutation } from '@apollo/client/react';
import { Field, Form, Formik, useField, type FormikHelpers } from 'formik';
import { Link } from 'react-router-dom';
import { contactMessageSchema } from '../../../../shared/engagement';
import * as ErrorCode from '../../../../shared/error-codes';
import { messages } from '../../../../shared/messages';
import { contact } from '../../../../shared/limits';
import { errorCode, fieldErrors, rateLimitedText } from '../../shared/errors';
import { FocusFirstError } from '../../shared/FocusFirstError';
import { HoneypotField, honeypotValue } from '../../shared/Honeypot';
import { telHref, useSiteSettings } from '../../shared/siteSettings';
import { useToast } from '../../shared/Toast';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { SendContactMessageDocument } from './contact.graphql';
import { RequiredMark } from '../../shared/RequiredMark';
import { FormikUnsavedChanges } from '../../shared/useUnsavedChanges';

interface ContactValues {
  name: string;
  email: string;
  message: string;
  /** Honeypot: stays empty for people. */
  website: string;
}

const initialValues: ContactValues = { name: '', email: '', message: '', website: '' };

/**
 * The contact page at /contact (SPEC §1, §2): email and phone cards, support hours and the reply
 * promise, quick links to /join, /events and /projects, and a contact form that is stored
 * (`sendContactMessage`). The form is checked with the rules the server uses (contactMessageSchema);
 * server field errors show under their fields, other failures as an error toast.
 */
export default function ContactPage() {
  useDocumentTitle('Contact Us');
  const toast = useToast();
  const settings = useSiteSettings();
  const [send] = useMutation(SendContactMessageDocument);

  const submit = async (values: ContactValues, helpers: FormikHelpers<ContactValues>) => {
    try {
      const input = contactMessageSchema.cast(values);
      await send({ variables: { input: { name: input.name, email: input.email, message: input.message, website: honeypotValue(values.website) } } });
      toast.success(messages.contactForm.success);
      helpers.resetForm();
    } catch (error) {
      const fields = errorCode(error) === ErrorCode.BAD_USER_INPUT ? fieldErrors(error) : {};
      if (Object.keys(fields).length > 0) helpers.setErrors(fields);
      else toast.error(rateLimitedText(error) ?? messages.contactForm.failed);
    }
  };

  return (
    <div className="container contact">
      <header className="contact__header">
        <h1>Contact Us</h1>
        <p className="contact__lead">Questions about membership, a project or an event? Get in touch — a volunteer will get back to you.</p>
      </header>

      <section className="contact__cards" aria-label="Contact details">
        <div className="card contact__card">
          <h2 className="contact__card-title">Email</h2>
          <p className="contact__card-value">
            <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
          </p>
          <p className="contact__card-note">{contact.replyPromise}</p>
        </div>
        <div className="card contact__card">
          <h2 className="contact__card-title">Phone</h2>
          <p className="contact__card-value">
            <a href={telHref(settings.contactPhone)}>{settings.contactPhone}</a>
          </p>
          <p className="contact__card-note">Support hours: {settings.supportHours}</p>
        </div>
      </section>

      <div className="contact__columns">
        <section className="card contact__form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <p className="field__hint">
            Fields marked <span className="required">*</span> are required.
          </p>
          <Formik initialValues={initialValues} validationSchema={contactMessageSchema} onSubmit={submit}>
            {({ isSubmitting }) => (
              <Form noValidate className="contact__form">
                <FormikUnsavedChanges />
                <FocusFirstError />
                <ContactField name="name" label="Name" autoComplete="name" />
                <ContactField name="email" label="Email" type="email" autoComplete="email" />
                <ContactField name="message" label="Message" multiline />
                <Field as={HoneypotField} id="contact-website" name="website" />
                <button type="submit" className="btn btn--primary" disabled={isSubmitting} aria-busy={isSubmitting}>
                  {isSubmitting ? 'Sending…' : 'Send Message'}
                </button>
              </Form>
            )}
          </Formik>
        </section>

        <section className="card contact__links" aria-labelledby="contact-links-title">
          <h2 id="contact-links-title">Quick links</h2>
          <ul>
            <li>
              <Link to="/join">Become a member</Link>
              <span> — join your neighbours; applications are reviewed within a few days.</span>
            </li>
            <li>
              <Link to="/events">Upcoming events</Link>
              <span> — clean-ups, meetings and get-togethers.</span>
            </li>
            <li>
              <Link to="/projects">Our projects</Link>
              <span> — what we are working on around the suburb.</span>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

/** A required, labelled input or textarea bound to Formik; its error is linked by aria-describedby. */
function ContactField({
  name,
  label,
  type = 'text',
  autoComplete,
  multiline = false,
}: {
  name: keyof ContactValues;
  label: string;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
}) {
  const [field, meta] = useField<string>(name);
  const id = `contact-${name}`;
  const invalid = meta.touched && !!meta.error;
  const common = {
    ...field,
    id,
    required: true,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? `${id}-error` : undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <RequiredMark />
      </label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {invalid && (
        <span id={`${id}-error`} className="field__error">
          {meta.error}
        </span>
      )}
    </div>
  );
}
