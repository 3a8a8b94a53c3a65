import './SearchPage.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { errorMessage } from '../../shared/errors';
import { ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { useUrlParams } from '../../shared/useUrlParams';
import { SiteSearchDocument } from './search.graphql';
import { limits } from '../../../../shared/limits';

/** Highlighted text: the searched words in <mark>. */
function Highlighted({ parts }: { parts: { text: string; match: boolean }[] }) {
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>;
}

/**
 * /search?q=… (issue #22): the site search over published projects, events, news, resources and
 * albums — every word as a prefix, in any order, best first — with the matched words highlighted,
 * the number of results announced, and pages of `limits.publicPageSize.search` (?page=N). The search box here
 * and the header's both lead to this address, so a search can be shared and revisited.
 */
export default function SearchPage() {
  useDocumentTitle(messages.search.title, messages.search.intro);
  const [params, update] = useUrlParams();
  // A pasted link may carry more than the API takes: search its first `limits.searchMaxLength` characters.
  const q = (params.get('q') ?? '').trim().slice(0, limits.searchMaxLength);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const inputId = useId();
  const { data, previousData, loading, error, refetch } = useQuery(SiteSearchDocument, { variables: { q, page }, skip: !q });
  const result = (data ?? previousData)?.search;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() || null, page: null });
  };
  const pageLink = (n: number) => `/search?q=${encodeURIComponent(q)}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <div className="search-page container">
      <h1>{messages.search.title}</h1>
      <form className="search-page__form" role="search" aria-label="Site search" onSubmit={onSubmit}>
        <label htmlFor={inputId}>{messages.search.label}</label>
        <div className="search-page__row">
          <input id={inputId} type="search" maxLength={limits.searchMaxLength} name="q" value={text} onChange={(e) => setText(e.target.value)} />
          <button type="submit" className="btn btn--primary">
            {messages.search.button}
          </button>
        </div>
      </form>
      <p className="search-page__status" role="status" aria-live="polite">
        {!q ? messages.search.prompt : result && !loading ? (result.total ? messages.search.count(result.total, q) : messages.search.none(q)) : ''}
      </p>
      {q && loading && !result && <Spinner label="Searching…" />}
      {q && error && <ErrorState title={messages.search.loadError} detail={errorMessage(error)} onRetry={() => void refetch()} />}
      {q && result && result.items.length > 0 && (
        <ol className="search-results" start={(result.page - 1) * result.limit + 1}>
          {result.items.map((item) => (
            <li key={`${item.kind}:${item.path}`} className="card search-result">
              <p className="search-result__kind">{messages.search.kinds[item.kind] ?? item.kind}</p>
              <h2 className="search-result__title">
                <Link to={item.path}>
                  <Highlighted parts={item.titleParts.length ? item.titleParts : [{ text: item.title, match: false }]} />
                </Link>
              </h2>
              {item.snippet.length > 0 && (
                <p className="search-result__snippet">
                  <Highlighted parts={item.snippet} />
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {q && result && pages > 1 && (
        <nav className="search-pager" aria-label="Search result pages">
          {page > 1 && <Link to={pageLink(page - 1)}>{messages.search.previous}</Link>}
          {page < pages && <Link to={pageLink(page + 1)}>{messages.search.next}</Link>}
        </nav>
      )}
    </div>
  );
}
