import './NewsletterLinkPage.css';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { ConfirmNewsletterDocument, UnsubscribeNewsletterDocument } from './newsletter.graphql';

/** What each page says and does. */
const PAGES = {
  confirm: {
    title: messages.newsletter.confirmTitle,
    lead: messages.newsletter.confirmLead,
    button: messages.newsletter.confirmButton,
    done: messages.newsletter.confirmed,
    invalid: messages.newsletter.confirmInvalid,
    succeeded: (status: string | null | undefined) => status === 'CONFIRMED',
  },
  unsubscribe: {
    title: messages.newsletter.unsubscribeTitle,
    lead: messages.newsletter.unsubscribeLead,
    button: messages.newsletter.unsubscribeButton,
    done: messages.newsletter.unsubscribed,
    invalid: messages.newsletter.unsubscribeInvalid,
    succeeded: (status: string | null | undefined) => status === 'UNSUBSCRIBED',
  },
} as const;

/**
 * /newsletter/confirm/{token} and /newsletter/unsubscribe/{token} (issue #18): a page with one
 * button. Opening the link changes nothing (mail scanners open links); the button does (a POST).
 * Unsubscribing is also possible without this page: RFC 8058's one-click POST to the same address.
 * @param kind which link this is
 */
export default function NewsletterLinkPage({ kind }: { kind: keyof typeof PAGES }) {
  const page = PAGES[kind];
  useDocumentTitle(page.title);
  const { token = '' } = useParams();
  const [confirm] = useMutation(ConfirmNewsletterDocument);
  const [unsubscribe] = useMutation(UnsubscribeNewsletterDocument);
  const [state, setState] = useState<'ready' | 'working' | 'done' | 'invalid' | 'failed'>('ready');

  const press = async () => {
    setState('working');
    try {
      const status =
        kind === 'confirm'
          ? (await confirm({ variables: { token } })).data?.confirmNewsletterSubscription.status
          : (await unsubscribe({ variables: { token } })).data?.unsubscribeNewsletter.status;
      setState(page.succeeded(status) ? 'done' : 'invalid');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="container newsletter-link">
      <h1>{page.title}</h1>
      {state === 'done' ? (
        <p role="status">{page.done}</p>
      ) : state === 'invalid' ? (
        <p role="alert">{page.invalid}</p>
      ) : (
        <>
          <p>{page.lead}</p>
          {state === 'failed' && <p role="alert">{messages.newsletter.actionFailed}</p>}
          <button type="button" className="btn btn--primary" disabled={state === 'working'} onClick={() => void press()}>
            {page.button}
          </button>
        </>
      )}
    </section>
  );
}
