import './news.css';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import * as ErrorCode from '../../../../shared/error-codes';
import { messages } from '../../../../shared/messages';
import { errorCode } from '../../shared/errors';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import NotFoundPage from '../not-found/NotFoundPage';
import { detailPageState } from '../layout/detailPageState';
import { PublicNewsItemDocument } from './news.graphql';
import { newsDate } from './newsDate';
import { listAddress } from '../../shared/listReturn';

/**
 * /news/{slug} (issue #22): one published news item — title, date, summary and the CMS's rich
 * text (sanitised by the server) — with a link back to /news. Unknown, unpublished or trashed: the
 * not-found page (the server answers such addresses 404 too).
 */
export default function NewsDetailPage() {
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(PublicNewsItemDocument, { variables: { slug } });
  const item = data?.newsItem;
  const notFound = Boolean(error) && errorCode(error) === ErrorCode.NOT_FOUND;
  useDocumentTitle(item ? item.title : error && !notFound ? messages.news.title : null, item?.description ?? undefined);
  if (notFound) return <NotFoundPage />;
  const back = (
    <Link to={listAddress('/news')} className="news-detail__back">
      {messages.news.backToList}
    </Link>
  );
  const pending = detailPageState({
    error,
    loading,
    found: Boolean(item),
    pageClass: 'news-detail',
    back,
    loadingLabel: 'Loading news…',
    heading: messages.news.title,
    errorTitle: messages.news.loadError,
    onRetry: () => void refetch(),
  });
  if (pending || !item) return pending;
  const date = newsDate(item);
  return (
    <article className="news-detail container">
      {back}
      <h1>{item.title}</h1>
      <p className="news-card__meta">
        <time dateTime={date.iso}>{date.text}</time>
        {item.featured && <span className="badge news-card__featured">{messages.news.featured}</span>}
      </p>
      {item.description && <p className="news-detail__lead">{item.description}</p>}
      {item.content && (
        // Sanitised on the server (basic HTML only) before it is stored and served.
        <div className="news-detail__content" dangerouslySetInnerHTML={{ __html: item.content }} />
      )}
    </article>
  );
}
