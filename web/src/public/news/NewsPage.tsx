import './news.css';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../../../shared/messages';
import { limits } from '../../../../shared/limits';
import { errorMessage } from '../../shared/errors';
import { EmptyState, ErrorState, Spinner } from '../../shared/states';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { PublicNewsDocument } from './news.graphql';
import { newsDate } from './newsDate';

/**
 * /news (issue #22): published news, featured first, then newest, a page of
 * `limits.publicPageSize.news` at a time (?page=N), each linking to /news/{slug}; the Atom feed is
 * linked below the list (and advertised in the page's head by the server).
 */
export default function NewsPage() {
  useDocumentTitle(messages.news.title, 'News from Greenfield Residents Association: decisions, projects and dates for the neighbourhood.');
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const limit = limits.publicPageSize.news;
  const { data, loading, error, refetch } = useQuery(PublicNewsDocument, { variables: { page, limit } });
  const news = data?.news;
  const items = news?.items ?? [];
  const pages = news ? Math.max(1, Math.ceil(news.total / news.limit)) : 1;
  return (
    <div className="news-page container">
      <h1>{messages.news.title}</h1>
      <p className="news-page__intro">{messages.news.intro}</p>
      {loading && !news ? (
        <Spinner label="Loading news…" />
      ) : error ? (
        <ErrorState title={messages.news.loadError} detail={errorMessage(error)} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={messages.news.none} />
      ) : (
        <ul className="news-list">
          {items.map((item) => {
            const date = newsDate(item);
            return (
              <li key={item.id} className="card news-card">
                <p className="news-card__meta">
                  <time dateTime={date.iso}>{date.text}</time>
                  {item.featured && <span className="badge news-card__featured">{messages.news.featured}</span>}
                </p>
                <h2 className="news-card__title">
                  <Link to={`/news/${encodeURIComponent(item.slug)}`}>{item.title}</Link>
                </h2>
                {item.description && <p className="news-card__summary">{item.description}</p>}
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 && (
        <nav className="news-pager" aria-label="News pages">
          {page > 1 && <Link to={page === 2 ? '/news' : `/news?page=${page - 1}`}>{messages.news.newer}</Link>}
          {page < pages && <Link to={`/news?page=${page + 1}`}>{messages.news.older}</Link>}
        </nav>
      )}
      <p className="news-page__feed">
        <a href="/news/feed.xml" type="application/atom+xml">
          {messages.news.feed}
        </a>
      </p>
    </div>
  );
}
