import { useState, type ChangeEvent } from 'react';
import { formatFileSize, uploadLimits, type FieldDecl } from '../../../../shared/content-fields';
import { useAuth } from '../../auth/AuthContext';
import { precheckUpload, uploadFile, type StoredUpload } from './uploadFile';
import { RequiredMark } from '../../shared/RequiredMark';

const FALLBACK = '/fallback-image.svg';

/**
 * An image or file field of the CMS form (SPEC §5 Image upload, Generic file upload): a file
 * picker that checks the type and size first (same messages as the server), uploads through
 * `POST /uploads` with a progress bar (role=progressbar), then shows a preview (images) or the file
 * name and size (files), with a Remove button.
 * @param value the stored URL ('' when none)
 * @param fileName the current file's name and size when known (resources being edited)
 * @param onUploaded receives the stored upload; the form keeps `webUrl ?? url` for images, `url` for files
 * @param onBusy true while a file is being sent, so the form waits before saving
 */
export function UploadField({
  field,
  id,
  value,
  error,
  fileName,
  onUploaded,
  onClear,
  onBusy,
}: {
  field: FieldDecl;
  id: string;
  value: string;
  error: string | undefined;
  fileName?: { name: string; size: number | null } | null;
  onUploaded(upload: StoredUpload): void;
  onClear(): void;
  onBusy(busy: boolean): void;
}) {
  const { session } = useAuth();
  const kind = field.kind === 'image' ? 'image' : 'file';
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ name: string; size: number | null } | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  const shown = uploadError ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const current = uploaded ?? fileName ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setUploadError(null);
    const problem = precheckUpload(kind, file);
    if (problem) {
      setUploadError(problem);
      input.value = '';
      return;
    }
    if (!session) return;
    setProgress(0);
    onBusy(true);
    try {
      const stored = await uploadFile(kind, file, session.token, setProgress);
      setUploaded({ name: stored.fileName, size: stored.fileSize });
      setPreviewFailed(false);
      onUploaded(stored);
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : 'Upload failed');
      input.value = '';
    } finally {
      setProgress(null);
      onBusy(false);
    }
  };

  const hint =
    kind === 'image'
      ? `JPEG, PNG, GIF or WebP, up to ${formatFileSize(uploadLimits.imageMaxBytes)}.`
      : `Any document, image, audio or video file, up to ${formatFileSize(uploadLimits.fileMaxBytes)}.`;

  return (
    <div className="field cms-upload">
      <label htmlFor={id}>
        {field.label}
        {field.required && <RequiredMark />}
      </label>
      {value && kind === 'image' && (
        <img
          className="cms-upload__preview"
          src={previewFailed ? FALLBACK : value}
          alt={`Preview of the ${field.label.toLowerCase()}`}
          width={240}
          height={160}
          onError={() => setPreviewFailed(true)}
        />
      )}
      {value && kind === 'file' && (
        <p className="cms-upload__file">
          <a href={value} target="_blank" rel="noreferrer">
            {current?.name ?? value.split('/').pop()}
          </a>
          {current?.size != null && <span> ({formatFileSize(current.size)})</span>}
        </p>
      )}
      <input
        id={id}
        type="file"
        accept={kind === 'image' ? uploadLimits.imageTypes.join(',') : undefined}
        onChange={(event) => void choose(event)}
        disabled={progress !== null}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${hintId}${shown ? ` ${errorId}` : ''}`}
        aria-required={field.required || undefined}
      />
      {progress !== null && (
        <div
          className="cms-upload__progress"
          role="progressbar"
          aria-label={`Uploading ${field.label.toLowerCase()}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <span className="cms-upload__progress-bar" style={{ width: `${progress}%` }} />
        </div>
      )}
      {value && progress === null && (
        <button
          type="button"
          className="btn btn--small cms-upload__remove"
          onClick={() => {
            setUploaded(null);
            setUploadError(null);
            onClear();
          }}
        >
          Remove {field.label.toLowerCase()}
        </button>
      )}
      <span id={hintId} className="field__hint">
        {hint}
      </span>
      {shown && (
        <span id={errorId} className="field__error" role="alert">
          {shown}
        </span>
      )}
    </div>
  );
}
